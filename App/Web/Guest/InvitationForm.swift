import DesignTokens
import Domain
import Guests

/// The answer form of a guest's page, phone first and complete without script: how many people
/// the guest brings (up to what the organiser allowed) and their names, the event's questions
/// (a choice as a select, a yes-no as two buttons, a text as a line), dietary needs, then one
/// button per answer. What was typed stays in the form when an answer is refused, with the
/// message beside its field.
struct InvitationForm {
    let invitation: InvitationResponse
    let action: String
    let token: Form.Token
    /// The form as posted, when it is drawn again after a refusal.
    var typed: [String: String] = [:]
    var error: DomainError?

    /// The request a posted form makes; fields the form did not show are left as stored.
    static func request(_ form: [String: String], invitation: InvitationResponse) throws(DomainError) -> AnswerInvitationRequest {
        guard let answer = form["answer"].flatMap(RSVPRequest.Answer.init(rawValue:)) else {
            throw .invalid(field: "answer", message: "choose whether you come: yes, maybe or no")
        }
        var request = AnswerInvitationRequest(answer: answer, dietary: form["dietary"])
        if let party = form["party"] {
            guard let count = Int(party) else { throw .invalid(field: "party", message: "choose how many people you bring") }
            request.party = count
            let names = (0..<invitation.guest.mayBring).compactMap { form["plus-one-\($0 + 1)"] }
            request.plusOnes = names.isEmpty ? nil : names
        }
        request.answers = invitation.questions.compactMap { question in
            form["q-\(question.key)"].map { QuestionAnswer(key: question.key.value, value: $0) }
        }
        return request
    }

    var node: Node {
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        var items = partyItems(about)
        items += invitation.questions.map(question)
        items.append(.field(Field("dietary", label: "Dietary needs", .text(typed["dietary"] ?? invitation.guest.dietary ?? ""),
                                  error: about("dietary"), autocomplete: "off")))
        if let refusal = about("answer") { items.append(.refusal(field: "answer", message: refusal)) }
        let form = Form(action: action, id: "rsvp", items: items, buttons: [
            Button("Yes, I'll come", name: "answer", value: "accepted", id: "accept"),
            Button("Maybe", name: "answer", value: "maybe", id: "maybe", kind: .secondary),
            Button("No, I can't come", name: "answer", value: "declined", id: "decline", kind: .secondary),
        ], token: token, error: error.flatMap { Self.fieldsShown.contains($0.field ?? "") ? nil : $0.reason })
        return .tag(.section, [.class("card", "invitation-answer")], [.tag(.h2, text: "Your answer"), form.node])
    }

    /// The fields whose refusals the form shows beside them; any other is shown above it.
    private static let fieldsShown: Set<String> = ["party", "plus-ones", "dietary", "answer"]

    /// Nothing to choose when the invitation is for the guest alone.
    private func partyItems(_ about: (String) -> String?) -> [Form.Item] {
        let guest = invitation.guest
        guard guest.mayBring > 0 else { return [.note("This invitation is for you alone.")] }
        let chosen = typed["party"].flatMap(Int.init) ?? guest.others
        let options = (0...guest.mayBring).map { Field.Option(String($0), $0 == 0 ? "Just me" : "Me + \($0)") }
        let names = (0..<guest.mayBring).map { index in
            let name = typed["plus-one-\(index + 1)"] ?? (index < guest.plusOnes.count ? guest.plusOnes[index] : "")
            return Field("plus-one-\(index + 1)", label: "Name of person \(index + 1)", .text(name), autocomplete: "off", labelHidden: true)
        }
        return [
            .field(Field("party", label: "People coming", .select(options, selected: String(chosen)), error: about("party"))),
            .fieldset(legend: "Their names (optional)", fields: names, name: "plus-ones", error: about("plus-ones"), classes: ["plus-ones"]),
        ]
    }

    private func question(_ question: GuestQuestion) -> Form.Item {
        let name = "q-\(question.key)"
        let label = question.prompt ?? question.key.value
        let current = typed[name] ?? invitation.guest.answers[question.key] ?? ""
        switch question.kind {
        case .choice:
            let options = [Field.Option("", "—")] + question.choices.map { Field.Option($0) }
            return .field(Field(name, label: label, .select(options, selected: current)))
        case .yesNo:
            return .field(Field(name, label: label, .radios([Field.Option("yes", "Yes"), Field.Option("no", "No")], selected: current)))
        case .text:
            return .field(Field(name, label: label, .text(current), autocomplete: "off"))
        }
    }
}
