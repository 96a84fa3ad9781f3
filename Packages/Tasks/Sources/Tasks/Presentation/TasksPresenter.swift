public import DesignTokens
import Domain
import Foundation

/// Tasks's answers in every output format, drawn through DesignTokens (never raw escape codes).
/// JSON: `TaskJSON` (a list: an array of them), `TemplateJSON`. CSV: the JSON keys.
public enum TasksPresenter {
    /// `tasks list`: the checklist as a table, overdue ones in the error tone, done ones muted.
    public static func list(_ response: TaskListResponse) -> Presentation {
        let event = response.event
        let shown = response.items.count == response.total ? "\(Plural.of(response.total, "task"))"
            : "\(response.items.count) of \(Plural.of(response.total, "task"))"
        return Presentation(
            document: Document([.heading("Tasks of \(event.handle) (\(event.timeZone))", .section),
                                .table(table(response.items, event: event, now: response.now)),
                                .text(shown + ", \(response.items.filter(\.task.isDone).count) done", .caption, .muted)]),
            csv: csv(response.items.map { ($0, event) }, now: response.now),
            json: response.items.map { TaskJSON($0, event: event, now: response.now) })
    }

    /// `tasks mine`: each open task with its event.
    public static func mine(_ response: MyTasksResponse) -> Presentation {
        let rows = response.entries.map { entry -> [Cell] in
            let item = entry.item
            return [Cell(entry.event.handle.value), Cell("#\(item.task.number)"), Cell(item.task.title),
                    Cell(TaskWords.due(item, in: entry.event.timeZone), tone: item.isOverdue(at: response.now) ? .error : .plain)]
        }
        let table = Table(columns: [Table.Column("EVENT"), Table.Column("TASK"), Table.Column("TITLE", truncates: false), Table.Column("DUE")],
                          rows: rows, emptyMessage: "No open tasks of yours.")
        return Presentation(document: Document([.heading("Your open tasks", .section), .table(table)]),
                            csv: csv(response.entries.map { ($0.item, $0.event) }, now: response.now),
                            json: response.entries.map { TaskJSON($0.item, event: $0.event, now: response.now) })
    }

    /// `tasks show`: the task as a card.
    public static func show(_ response: TaskResponse) -> Presentation {
        let item = response.item
        let task = item.task
        let zone = response.event.timeZone
        func optional(_ text: String?) -> Cell { text.map { Cell($0) } ?? Cell("not set", tone: .muted) }
        let state = TaskWords.state(item, now: response.now)
        let fields = [
            Card.Field("Task", Cell("#\(task.number)")),
            Card.Field("Due", item.due == nil ? Cell("no due time", tone: .muted)
                : Cell(TaskWords.due(item, in: zone), tone: item.isOverdue(at: response.now) ? .error : .plain)),
            Card.Field("Assigned to", optional(item.assignee.map { "\($0.name) <\($0.email)>" })),
            Card.Field("State", Cell(state, tone: state == "overdue" ? .error : state == "done" ? .success : .plain)),
            Card.Field("Done", optional(task.doneAt.map { ZonedTime.display($0, in: zone) + (item.doneBy.map { " by \($0.email)" } ?? "") })),
            Card.Field("Note", optional(task.note)),
        ]
        return one(Document([.card(Card(title: task.title, fields: fields))]), response)
    }

    public static func added(_ response: TaskResponse) -> Presentation {
        changed("Added #\(response.item.task.number) \(response.item.task.title) to \(response.event.handle)" + dueClause(response), response)
    }

    public static func updated(_ response: TaskResponse) -> Presentation {
        changed("Updated #\(response.item.task.number) \(response.item.task.title)" + dueClause(response), response)
    }

    /// `tasks done | undo`: a line per task.
    public static func marked(_ response: MarkedTasksResponse) -> Presentation {
        let event = response.event
        let lines: [Block] = response.items.map { item in
            .status(.success, (response.done ? "Done: " : "Open again: ") + "#\(item.task.number) \(item.task.title)", .success)
        }
        return Presentation(document: Document(lines), csv: csv(response.items.map { ($0, event) }, now: response.now),
                            json: response.items.map { TaskJSON($0, event: event, now: response.now) })
    }

    public static func removed(_ response: TaskResponse) -> Presentation {
        changed("Removed #\(response.item.task.number) \(response.item.task.title) from \(response.event.handle)", response)
    }

    /// `tasks template apply`, `tasks copy`: the tasks added.
    public static func applied(_ response: AppliedTasksResponse) -> Presentation {
        let event = response.event
        return Presentation(
            document: Document([.status(.success, "Added \(Plural.of(response.items.count, "task")) from \(response.source) to \(event.handle)", .success),
                                .table(table(response.items, event: event, now: response.now))]),
            csv: csv(response.items.map { ($0, event) }, now: response.now),
            json: response.items.map { TaskJSON($0, event: event, now: response.now) })
    }

    public static func templates(_ responses: [TemplateResponse]) -> Presentation {
        let rows = responses.map { response in
            [Cell(response.template.name), Cell(String(response.template.items.count)), Cell(response.savedBy?.description ?? ""),
             Cell(ZonedTime.utcISO8601(response.template.savedAt))]
        }
        return Presentation(
            document: Document([.heading("Task templates", .section),
                                .table(Table(columns: [Table.Column("NAME", truncates: false), Table.Column("TASKS"), Table.Column("SAVED BY"),
                                                       Table.Column("SAVED")],
                                             rows: rows, emptyMessage: "No templates. Save an event's tasks as one."))]),
            csv: Table(columns: ["name", "tasks", "savedBy", "savedAt"].map { Table.Column($0) }, rows: rows, emptyMessage: ""),
            json: responses.map(TemplateJSON.init))
    }

    public static func templateSaved(_ response: TemplateResponse) -> Presentation {
        template("Saved \(Plural.of(response.template.items.count, "task")) as the template \(UserText.quoted(response.template.name))", response)
    }

    public static func templateRemoved(_ response: TemplateResponse) -> Presentation {
        template("Removed the template \(UserText.quoted(response.template.name))", response)
    }

    static func table(_ items: [TaskItem], event: Event, now: Date) -> Table {
        let rows = items.map { item -> [Cell] in
            let state = TaskWords.state(item, now: now)
            let tone: Tone = state == "overdue" ? .error : state == "done" ? .muted : .plain
            return [Cell("#\(item.task.number)"), Cell(item.task.isDone ? "✔" : "", tone: .success),
                    Cell(item.task.title, tone: item.task.isDone ? .muted : .plain),
                    Cell(item.due.map { ZonedTime.display($0, in: event.timeZone) } ?? "—", tone: tone),
                    Cell(item.assignee?.email.description ?? "", tone: .muted)]
        }
        return Table(columns: [Table.Column("TASK"), Table.Column("DONE"), Table.Column("TITLE", truncates: false), Table.Column("DUE"),
                               Table.Column("ASSIGNED")],
                     rows: rows, emptyMessage: "No tasks.")
    }

    private static func csv(_ items: [(TaskItem, Event)], now: Date) -> Table {
        Table(columns: TaskJSON.keys.map { Table.Column($0) },
              rows: items.map { item, event in TaskJSON(item, event: event, now: now).cells.map { Cell($0) } }, emptyMessage: "")
    }

    private static func dueClause(_ response: TaskResponse) -> String {
        response.item.due == nil ? "" : ", due \(TaskWords.due(response.item, in: response.event.timeZone))"
    }

    private static func changed(_ headline: String, _ response: TaskResponse) -> Presentation {
        one(Document([.status(.success, headline, .success)]), response)
    }

    private static func one(_ document: Document, _ response: TaskResponse) -> Presentation {
        Presentation(document: document, csv: csv([(response.item, response.event)], now: response.now),
                     json: TaskJSON(response.item, event: response.event, now: response.now))
    }

    private static func template(_ headline: String, _ response: TemplateResponse) -> Presentation {
        let json = TemplateJSON(response)
        return Presentation(document: Document([.status(.success, headline, .success)]),
                            csv: Table(columns: ["name", "tasks"].map { Table.Column($0) }, rows: [[Cell(json.name), Cell(String(json.tasks))]],
                                       emptyMessage: ""),
                            json: json)
    }
}
