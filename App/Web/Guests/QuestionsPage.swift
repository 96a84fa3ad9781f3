import DesignTokens
import Domain
import Guests

/// An event's questions, as `guests questions list` shows them (with how many guests answered
/// each), the form of `guests questions add` (choices one per line, for a choice), a link to
/// each question's edit form (`QuestionEditPage`), and a removal
/// per question; a question some guests answered asks first that their answers be dropped too,
/// as the command's `--force`. Staff see the list alone.
struct QuestionsPage {
    let questions: QuestionListResponse
    let token: Form.Token
    var mayChange = true
    var typed: [String: String] = [:]
    var error: DomainError?
    /// The question whose removal was refused, drawn with the refusal.
    var refusedRemoval: String?

    static func path(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/questions"
    }

    /// The question a posted form adds: its choices one per line, blank lines dropped.
    static func addition(_ form: [String: String], event: String) throws(DomainError) -> AddQuestionRequest {
        let kind = try WebQuery.value(form["kind"] ?? "", of: GuestQuestion.Kind.self, field: "kind")
        let choices = (form["choices"] ?? "").split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let prompt = form["prompt"].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        return AddQuestionRequest(event: event, key: form["key"] ?? "", kind: kind, choices: choices, prompt: prompt)
    }

    var content: [Node] {
        let base = Self.path(questions.event.handle.value)
        var content: [Node] = [.document(QuestionsPresenter.list(questions).document, topHeadingLevel: 1, links: [:])]
        guard mayChange else { return content }
        let about = { (field: String) in refusedRemoval == nil && error?.field == field ? error?.reason : nil }
        let kinds = GuestQuestion.Kind.allCases.map { Field.Option($0.rawValue) }
        let add = Form(action: base, items: [
            .field(Field("key", label: "Key", .text(typed["key"] ?? ""), hint: "Its column in CSV files and its name in answers, like meal.",
                         error: about("key"), required: true, autocomplete: "off")),
            .field(Field("kind", label: "Kind", .select(kinds, selected: typed["kind"] ?? GuestQuestion.Kind.text.rawValue), error: about("kind"))),
            .field(Field("choices", label: "Choices", .textarea(typed["choices"] ?? "", rows: 3), hint: "For a choice: one per line.",
                         error: about("choice") ?? about("choices"))),
            .field(Field("prompt", label: "Prompt", .text(typed["prompt"] ?? ""), hint: "What a guest's page asks, like What do you eat?",
                         error: about("prompt"), autocomplete: "off")),
        ], buttons: [Button("Add the question")], token: token,
        error: refusedRemoval == nil ? error.flatMap { ["key", "kind", "choice", "choices", "prompt"].contains($0.field ?? "") ? nil : $0.message } : nil)
        content.append(.tag(.section, [.class("card")], [.tag(.h2, text: "Add a question"), add.node]))
        if !questions.questions.isEmpty {
            let base = questions.event.handle.value
            content.append(.tag(.nav, [.class("page-links"), .aria(.label, "Edit a question")], questions.questions.flatMap { question -> [Node] in
                [.tag(.a, [.href(QuestionEditPage.path(base, question.key.value))], text: "Edit \(question.key.value)"), .text(" ")]
            }))
            content.append(.tag(.section, [.class("card")], [.tag(.h2, text: "Remove a question")] + questions.questions.map(removal)))
        }
        return content
    }

    /// One question's removal; one with answers carries the box that drops them too.
    private func removal(_ question: GuestQuestion) -> Node {
        let key = question.key.value
        let answers = questions.answerCounts[question.key] ?? 0
        let refused = refusedRemoval == key ? error : nil
        let items: [Form.Item] = answers == 0 ? [] : [
            .field(Field("force", label: "Drop the \(Plural.of(answers, "answer")) to \(key) too", .checkbox(checked: false),
                         id: "force-\(key)", error: refused?.field == "force" ? refused?.reason : nil)),
        ]
        return Form(action: Self.path(questions.event.handle.value) + "/" + EventPage.segment(key) + "/remove", items: items,
                    buttons: [Button("Remove \(key)", kind: .secondary)], token: token,
                    error: refused.flatMap { $0.field == "force" ? nil : $0.message }).node
    }
}
