import DesignTokens
import Domain
import Guests

/// The form on an event's public page, phone first and complete without script: name and
/// email, the people coming (up to the event's limit) and their names, the event's questions and
/// dietary needs; and `website`, a field no person sees (`honeypot`), which robots fill.
struct RegistrationForm {
    let event: PublicEventResponse
    let token: Form.Token
    var typed: [String: String] = [:]
    var error: DomainError?

    /// The field people never see; a form with it filled is a robot's.
    static let honeypot = "website"

    /// The request a posted form makes.
    static func request(_ form: [String: String], for event: PublicEventResponse) throws(DomainError) -> RegisterRequest {
        let limit = event.event.registration.party
        let party = try form["party"].map { text throws(DomainError) -> Int in
            guard let count = Int(text) else { throw .invalid(field: "party", message: "choose how many people you bring") }
            return count
        } ?? 0
        return RegisterRequest(event: event.event.handle.value, name: form["name"] ?? "", email: form["email"] ?? "", party: party,
                               plusOnes: AnswerFields.names(form, limit: limit), answers: AnswerFields.answers(form, to: event.questions),
                               dietary: form["dietary"])
    }

    var node: Node {
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let limit = event.event.registration.party
        var items: [Form.Item] = [
            .field(Field("name", label: "Your name", .text(typed["name"] ?? ""), error: about("name"), required: true, autocomplete: "name")),
            .field(Field("email", label: "Your email", .email(typed["email"] ?? ""), hint: "We mail you a link to confirm.",
                         error: about("email"), required: true, autocomplete: "email")),
        ]
        items += AnswerFields.party(limit: limit, chosen: typed["party"].flatMap(Int.init) ?? 0,
                                    names: (0..<limit).map { typed["plus-one-\($0 + 1)"] ?? "" }, error: about,
                                    alone: "Each registration is for one person.")
        items += event.questions.map { question in AnswerFields.question(question, current: typed[AnswerFields.fieldName(question)] ?? "") }
        if let refusal = about("answer") { items.append(.refusal(field: "answer", message: refusal)) }
        items.append(.field(Field("dietary", label: "Dietary needs", .text(typed["dietary"] ?? ""), error: about("dietary"), autocomplete: "off")))
        items.append(.fieldset(legend: "Leave this empty", fields: [
            Field(Self.honeypot, label: "Website", .text(""), autocomplete: "off"),
        ], name: "robots", error: nil, classes: ["honeypot"]))
        let form = Form(action: RegistrationRoutes.path(event.event.handle.value), id: "register", items: items,
                        buttons: [Button("Register", id: "register-button")], token: token,
                        error: error.flatMap { Self.fieldsShown.contains($0.field ?? "") ? nil : $0.reason })
        return .tag(.section, [.class("card", "registration")], [.tag(.h2, text: "Register"), form.node])
    }

    /// The fields whose refusals the form shows beside them; any other is shown above it.
    private static let fieldsShown: Set<String> = ["name", "email", "party", "plus-ones", "dietary", "answer"]
}
