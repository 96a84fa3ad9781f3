import DesignTokens
import Domain
import Guests

/// A guest as `guests add` and `guests update` take one: name, email, phone, the party (how many
/// they bring, and their names), tags, dietary needs, a note and each of the event's questions.
/// Editing fills it with what the guest holds, and only the fields the organiser changed reach
/// the use case, as the command's options do.
struct GuestForm {
    let event: Event
    let questions: [GuestQuestion]
    /// The guest edited; nil for a new one.
    var guest: Guest?
    /// The fields as posted, after a refusal; empty for the guest as stored (or a blank form).
    var typed: [String: String] = [:]
    var error: DomainError?

    static let fields = ["name", "email", "phone", "party", "plus-ones", "tags", "dietary", "note"]

    /// What the form shows for `guest`: the form's field names and their values.
    static func shown(_ guest: Guest?, questions: [GuestQuestion]) -> [String: String] {
        var values = [
            "name": guest?.name ?? "", "email": guest?.email?.value ?? "", "phone": guest?.phone ?? "",
            "party": guest.map { String($0.others) } ?? "0", "plus-ones": guest?.plusOnes.joined(separator: "\n") ?? "",
            "tags": guest?.tags.joined(separator: ", ") ?? "", "dietary": guest?.dietary ?? "", "note": guest?.note ?? "",
        ]
        for question in questions { values[answerField(question)] = guest?.answers[question.key] ?? "" }
        return values
    }

    /// The new guest a posted form asks for; blank fields are left out, as options not given.
    static func addition(_ form: [String: String], event: String, questions: [GuestQuestion]) throws(DomainError) -> AddGuestRequest {
        return AddGuestRequest(event: event, name: form["name"] ?? "", email: form.given("email"), phone: form.given("phone"),
                               party: try party(form.given("party")), plusOnes: names(form["plus-ones"] ?? ""), tags: tags(form["tags"] ?? ""),
                               dietary: form.given("dietary"), note: form.given("note"),
                               answers: questions.compactMap { question in
                                   form.given(answerField(question)).map { QuestionAnswer(key: question.key.value, value: $0) }
                               })
    }

    /// The change a posted form asks for: the fields that differ from what `guest` shows (a
    /// field emptied clears it); nil when none does.
    static func change(_ form: [String: String], event: String, guest: Guest, questions: [GuestQuestion]) throws(DomainError) -> UpdateGuestRequest? {
        let before = shown(guest, questions: questions)
        let changed = { (field: String) -> String? in
            let now = form[field] ?? ""
            return now == before[field] ? nil : now
        }
        let plusOnes = changed("plus-ones").map { names($0) }
        let answers = questions.compactMap { question in
            changed(answerField(question)).map { QuestionAnswer(key: question.key.value, value: $0) }
        }
        let request = UpdateGuestRequest(
            event: event, guest: guest.handle.value, name: changed("name"), email: changed("email"), phone: changed("phone"),
            party: try party(changed("party")), plusOnes: plusOnes.map { $0.isEmpty ? [""] : $0 },
            tags: changed("tags").map { tags($0) }, dietary: changed("dietary"), note: changed("note"), answers: answers)
        return fields.contains { changed($0) != nil } || !answers.isEmpty ? request : nil
    }

    func page(_ frame: ([Node]) -> Page, action: String, token: Form.Token) -> Page {
        let values = typed.isEmpty ? Self.shown(guest, questions: questions) : typed
        let value = { (field: String) in values[field] ?? "" }
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        var items: [Form.Item] = [
            .field(Field("name", label: "Name", .text(value("name")), error: about("name"), required: true, autocomplete: "off")),
            .field(Field("email", label: "Email", .email(value("email")), hint: "Where invitations and tickets go; empty for none.",
                         error: about("email"), autocomplete: "off")),
            .field(Field("phone", label: "Phone", .text(value("phone")), error: about("phone"), autocomplete: "off")),
            .field(Field("party", label: "People they bring", .number(value("party"), min: 0, max: nil),
                         hint: "Not counting the guest; when their names are given below, their count.", error: about("party"))),
            .field(Field("plus-ones", label: "Their names", .textarea(value("plus-ones"), rows: 3), hint: "One per line; optional.",
                         error: about("plus-ones"))),
            .field(Field("tags", label: "Tags", .text(value("tags")), hint: "Separated by commas, like family, speaker.",
                         error: about("tags"), autocomplete: "off")),
            .field(Field("dietary", label: "Dietary needs", .text(value("dietary")), error: about("dietary"), autocomplete: "off")),
            .field(Field("note", label: "Note", .textarea(value("note"), rows: 3), hint: "For the organisers; guests never see it.",
                         error: about("note"))),
        ]
        items += questions.map { question in .field(answer(question, value(Self.answerField(question)))) }
        let shownFields = Set(Self.fields + questions.map(Self.answerField) + ["answer", "answers"])
        let form = Form(action: action, items: items, buttons: [Button(guest == nil ? "Add the guest" : "Save the guest")], token: token,
                        error: error.flatMap { shownFields.contains($0.field ?? "") ? nil : $0.message })
        let title = guest.map { "Edit \($0.name)" } ?? "Add a guest"
        return frame([.tag(.section, [.class("event-form")], [.tag(.h1, text: title), form.node])])
    }

    /// A question's answer as its kind asks for it; the refusal of an answer is beside it.
    private func answer(_ question: GuestQuestion, _ current: String) -> Field {
        let name = Self.answerField(question)
        let label = question.prompt ?? question.key.value
        let about = error.flatMap { [question.key.value, name, "answer"].contains($0.field ?? "") ? $0.reason : nil }
        switch question.kind {
        case .choice:
            return Field(name, label: label, .select([Field.Option("", "—")] + question.choices.map { Field.Option($0) }, selected: current),
                         error: about)
        case .yesNo:
            return Field(name, label: label, .select([Field.Option("", "—"), Field.Option("yes", "Yes"), Field.Option("no", "No")], selected: current),
                         error: about)
        case .text:
            return Field(name, label: label, .text(current), error: about, autocomplete: "off")
        }
    }

    static func answerField(_ question: GuestQuestion) -> String {
        "q-\(question.key)"
    }

    private static func party(_ text: String?) throws(DomainError) -> Int? {
        guard let text else { return nil }
        guard let count = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw .invalid(field: "party", message: "\(UserText.quoted(text)) is not a whole number; give how many people the guest brings")
        }
        return count
    }

    /// One name per line, blank lines dropped.
    private static func names(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func tags(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
