import DesignTokens
import Domain
import Foundation
import Tasks

/// A task's fields, as `tasks add` and `update` take them: its title, when it is due (a rule
/// like "3 days before start", or a date-time in the event's zone), who it is assigned to (a
/// member, or nobody) and a note. Drawn blank, or holding a task's values to edit; what was
/// typed wins after a refusal, drawn beside its field.
struct TaskForm: FieldForm {
    static let names = ["title", "due", "assign", "note"]

    let event: Event
    let members: [MemberRecord]
    var task: TaskItem?
    var values: [String: String] = [:]
    var error: DomainError?

    static func addition(_ form: [String: String], event: String) -> AddTaskRequest {
        AddTaskRequest(event: event, title: form["title"] ?? "", due: form.given("due"), assign: form.given("assign"),
                       note: form.given("note", blank: .whitespacesAndNewlines))
    }

    /// Every field as it stands (emptied: cleared); the use case keeps what is the same.
    static func change(_ form: [String: String], event: String, task: String) -> UpdateTaskRequest {
        UpdateTaskRequest(event: event, task: task, title: form["title"], due: form["due"], assign: form["assign"], note: form["note"])
    }


    var items: [Form.Item] {
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let value = { (field: String, current: String?) in values[field] ?? current ?? "" }
        var people = [Field.Option("", "Nobody")] + members.map { Field.Option($0.email.description, "\($0.displayName) <\($0.email)>") }
        if let gone = task?.assignee, !members.contains(where: { $0.email == gone.email }) {
            people.append(Field.Option(gone.email.description, "\(gone.name) <\(gone.email)> (no longer a member)"))
        }
        return [
            .field(Field("title", label: "Title", .text(value("title", task?.task.title)), error: about("title"), required: true, autocomplete: "off")),
            .field(Field("due", label: "Due", .text(value("due", task.map(dueText))),
                         hint: "Like \"3 days before start\" or \"2 hours after end\" (it moves with the event), or a date and time "
                             + "(2027-06-12T10:30) in \(event.timeZone.identifier). Blank: no due time.",
                         error: about("due"), autocomplete: "off")),
            .field(Field("assign", label: "Assigned to", .select(people, selected: value("assign", task?.assignee?.email.description)),
                         error: about("assign"))),
            .field(Field("note", label: "Note", .textarea(value("note", task?.task.note), rows: 3), error: about("note"))),
        ]
    }

    /// The due time as it was given: its rule, or its wall time in the event's zone.
    private func dueText(_ item: TaskItem) -> String {
        switch item.task.due {
        case .relative(let offset): TaskDueInput.words(offset)
        case .at(let date): WallTime(date, in: event.timeZone).iso8601 + ZonedTime.offsetText(event.timeZone.timeZone.secondsFromGMT(for: date))
        case nil: ""
        }
    }
}
