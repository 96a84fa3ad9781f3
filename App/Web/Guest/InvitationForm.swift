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
            let names = AnswerFields.names(form, limit: invitation.guest.mayBring)
            request.plusOnes = names.isEmpty ? nil : names
        }
        request.answers = AnswerFields.answers(form, to: invitation.questions)
        return request
    }

    var node: Node {
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        var items = partyItems(about)
        items += invitation.questions.map { question in
            AnswerFields.question(question, current: typed[AnswerFields.fieldName(question)] ?? invitation.guest.answers[question.key] ?? "")
        }
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
        let names = (0..<guest.mayBring).map { index in
            typed["plus-one-\(index + 1)"] ?? (index < guest.plusOnes.count ? guest.plusOnes[index] : "")
        }
        return AnswerFields.party(limit: guest.mayBring, chosen: typed["party"].flatMap(Int.init) ?? guest.others, names: names,
                                  error: about, alone: "This invitation is for you alone.")
    }
}
