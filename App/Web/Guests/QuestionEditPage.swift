import DesignTokens
import Domain
import Guests

/// One question's edit form, as `guests questions update`: its prompt and, for a choice
/// question, its choices (one per line, all of them); after a refusal because guests chose a
/// choice no longer offered, the box that drops those answers (`--force`).
struct QuestionEditPage {
    let event: Event
    let question: GuestQuestion
    let token: Form.Token
    var typed: [String: String] = [:]
    var error: DomainError?

    static func path(_ event: String, _ key: String) -> String {
        QuestionsPage.path(event) + "/" + EventPage.segment(key) + "/edit"
    }

    /// The change a posted form asks for: the prompt as typed ("" clears it), the choices one
    /// per line (a choice question's only).
    static func request(_ form: [String: String], event: String, key: String, kind: GuestQuestion.Kind) -> UpdateQuestionRequest {
        let choices = kind != .choice ? nil
            : (form["choices"] ?? "").split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return UpdateQuestionRequest(event: event, key: key, prompt: form["prompt"] ?? "", choices: choices, force: form["force"] == "on")
    }

    var content: [Node] {
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        var items: [Form.Item] = [
            .field(Field("prompt", label: "Prompt", .text(typed["prompt"] ?? question.prompt ?? ""),
                         hint: "What a guest's page asks; empty shows the key, \(question.key).", error: about("prompt"), autocomplete: "off")),
        ]
        if question.kind == .choice {
            items.append(.field(Field("choices", label: "Choices", .textarea(typed["choices"] ?? question.choices.joined(separator: "\n"), rows: 4),
                                      hint: "One per line, all of them.", error: about("choice") ?? about("choices"))))
        }
        if error?.field == "force" {
            items.append(.field(Field("force", label: "Drop those answers too", .checkbox(checked: false), error: about("force"))))
        }
        let form = Form(action: Self.path(event.handle.value, question.key.value), items: items, buttons: [Button("Save the question")],
                        token: token, error: error.flatMap { ["prompt", "choice", "choices", "force"].contains($0.field ?? "") ? nil : $0.message })
        return [
            .tag(.h1, text: "Question \(question.key.value)"),
            .tag(.p, text: "A \(question.kind.rawValue) question; its key and kind stay, as answers and CSV columns are named by the key."),
            form.node,
            .tag(.p, [.class("page-links")], [.tag(.a, [.href(QuestionsPage.path(event.handle.value))], text: "Back to the questions")]),
        ]
    }
}
