import DesignTokens
import Tasks

/// Ticking tasks, as `tasks done | undo`: from the list, the tasks chosen by their boxes; from a
/// task's page, that task. One route takes both (`TasksRoutes`).
enum TickForm {
    /// The boxes the list gives each task's row.
    static let selection = TableSelection(column: "TASK", form: "tick-tasks", prefix: "task-")

    static func path(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/tick-tasks"
    }

    /// Below the list: the chosen tasks done, or open again.
    static func chosen(event: String, token: Form.Token) -> Form {
        Form(action: path(event), id: selection.form, items: [],
             buttons: [Button("Mark the chosen done", name: "action", value: "done"),
                       Button("Open the chosen again", name: "action", value: "undo", kind: .secondary)],
             token: token, classes: ["tick-tasks"])
    }

    /// On a task's page: this one.
    static func single(event: String, number: Int, done: Bool, token: Form.Token) -> Form {
        Form(action: path(event), items: [],
             buttons: [done ? Button("Mark it done", name: "action", value: "done") : Button("Open it again", name: "action", value: "undo", kind: .secondary)],
             token: token, hidden: [(name: selection.prefix + "#\(number)", value: "on"), (name: "from", value: "task")])
    }

    /// The tasks a posted form chose, by number as typed ("#3").
    static func chosen(_ fields: [String: String]) -> [String] {
        fields.filter { $0.key.hasPrefix(selection.prefix) && $0.value == "on" }.map { String($0.key.dropFirst(selection.prefix.count)) }
            .sorted { (Int($0.dropFirst()) ?? 0) < (Int($1.dropFirst()) ?? 0) }
    }
}
