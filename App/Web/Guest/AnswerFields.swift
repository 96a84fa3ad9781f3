import DesignTokens
import Domain
import Guests

/// The fields a guest's answer and a registration share: how many people come (up to a limit)
/// and their names, and the event's questions (a choice as a select, a yes-no as two buttons, a
/// text as a line); and how a posted form reads back into them.
enum AnswerFields {
    /// The party's select and the names' group; nothing to choose when `limit` is 0.
    static func party(limit: Int, chosen: Int, names: [String], error: (String) -> String?, alone: String) -> [Form.Item] {
        guard limit > 0 else { return [.note(alone)] }
        let options = (0...limit).map { Field.Option(String($0), $0 == 0 ? "Just me" : "Me + \($0)") }
        let fields = (0..<limit).map { index in
            Field("plus-one-\(index + 1)", label: "Name of person \(index + 1)", .text(index < names.count ? names[index] : ""),
                  autocomplete: "off", labelHidden: true)
        }
        return [
            .field(Field("party", label: "People coming", .select(options, selected: String(chosen)), error: error("party"))),
            .fieldset(legend: "Their names (optional)", fields: fields, name: "plus-ones", error: error("plus-ones"), classes: ["plus-ones"]),
        ]
    }

    /// The names typed in the first `limit` name fields of `form`, blanks kept in their places.
    static func names(_ form: [String: String], limit: Int) -> [String] {
        (0..<limit).compactMap { form["plus-one-\($0 + 1)"] }
    }

    static func question(_ question: GuestQuestion, current: String) -> Form.Item {
        let name = fieldName(question)
        let label = question.prompt ?? question.key.value
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

    /// The answers `form` gives to `questions`, by the questions' keys.
    static func answers(_ form: [String: String], to questions: [GuestQuestion]) -> [QuestionAnswer] {
        questions.compactMap { question in form[fieldName(question)].map { QuestionAnswer(key: question.key.value, value: $0) } }
    }

    static func fieldName(_ question: GuestQuestion) -> String { "q-\(question.key)" }
}
