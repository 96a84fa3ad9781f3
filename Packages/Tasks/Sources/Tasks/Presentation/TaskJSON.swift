import Domain
import Foundation

/// One task in JSON. `number` is the reference the other commands take; `due` is ISO 8601 with
/// the event zone's offset (for the event as it is now), beside `dueRule`, the relative rule it
/// was given ("3 days before the start"; null for a fixed time or none).
///
///     {"event": "gala", "number": 3, "title": "Order the cake", "note": null,
///      "assignee": "ann@example.org", "assigneeName": "Ann", "due": "2026-12-09T19:00:00+01:00",
///      "dueRule": "3 days before the start", "done": false, "doneAt": null, "doneBy": null,
///      "overdue": false, "position": 3, "createdAt": "…", "updatedAt": "…"}
struct TaskJSON: Encodable, Sendable {
    let event: String
    let number: Int
    let title: String
    let note: String?
    let assignee: String?
    let assigneeName: String?
    let due: String?
    let dueRule: String?
    let done: Bool
    let doneAt: String?
    let doneBy: String?
    let overdue: Bool
    let position: Int
    let createdAt: String
    let updatedAt: String

    init(_ item: TaskItem, event: Event, now: Date) {
        let task = item.task
        let zone = event.timeZone
        self.event = event.handle.value
        number = task.number
        title = task.title
        note = task.note
        assignee = item.assignee?.email.description
        assigneeName = item.assignee?.name
        due = item.due.map { ZonedTime.iso8601($0, in: zone) }
        dueRule = TaskWords.rule(task.due)
        done = task.isDone
        doneAt = task.doneAt.map { ZonedTime.iso8601($0, in: zone) }
        doneBy = item.doneBy?.email.description
        overdue = item.isOverdue(at: now)
        position = task.position
        createdAt = ZonedTime.iso8601(task.createdAt, in: zone)
        updatedAt = ZonedTime.iso8601(task.updatedAt, in: zone)
    }

    enum CodingKeys: String, CodingKey {
        case event, number, title, note, assignee, assigneeName, due, dueRule, done, doneAt, doneBy, overdue, position, createdAt, updatedAt
    }

    static var keys: [String] { [CodingKeys.event, .number, .title, .note, .assignee, .assigneeName, .due, .dueRule, .done, .doneAt, .doneBy,
                                 .overdue, .position, .createdAt, .updatedAt].map(\.stringValue) }

    /// Nil is written as `null` (the synthesised encoder would leave the key out).
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(event, forKey: .event)
        try container.encode(number, forKey: .number)
        try container.encode(title, forKey: .title)
        try container.encode(note, forKey: .note)
        try container.encode(assignee, forKey: .assignee)
        try container.encode(assigneeName, forKey: .assigneeName)
        try container.encode(due, forKey: .due)
        try container.encode(dueRule, forKey: .dueRule)
        try container.encode(done, forKey: .done)
        try container.encode(doneAt, forKey: .doneAt)
        try container.encode(doneBy, forKey: .doneBy)
        try container.encode(overdue, forKey: .overdue)
        try container.encode(position, forKey: .position)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
    }

    /// The same values as a CSV row, under `keys`.
    var cells: [String] {
        [event, String(number), title, note ?? "", assignee ?? "", assigneeName ?? "", due ?? "", dueRule ?? "", String(done),
         doneAt ?? "", doneBy ?? "", String(overdue), String(position), createdAt, updatedAt]
    }
}

/// A template in JSON: `{"name": "Summer party", "tasks": 12, "savedBy": "ada@example.org",
/// "savedAt": "2026-…Z", "items": [{"title": "…", "note": null, "dueRule": "3 days before the start"}]}`.
struct TemplateJSON: Encodable, Sendable {
    struct Item: Encodable, Sendable {
        let title: String
        let note: String?
        let dueRule: String?

        enum CodingKeys: String, CodingKey { case title, note, dueRule }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(title, forKey: .title)
            try container.encode(note, forKey: .note)
            try container.encode(dueRule, forKey: .dueRule)
        }
    }

    let name: String
    let tasks: Int
    let savedBy: String?
    let savedAt: String
    let items: [Item]

    enum CodingKeys: String, CodingKey { case name, tasks, savedBy, savedAt, items }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(tasks, forKey: .tasks)
        try container.encode(savedBy, forKey: .savedBy)
        try container.encode(savedAt, forKey: .savedAt)
        try container.encode(items, forKey: .items)
    }

    init(_ response: TemplateResponse) {
        let template = response.template
        name = template.name
        tasks = template.items.count
        savedBy = response.savedBy?.description
        savedAt = ZonedTime.utcISO8601(template.savedAt)
        items = template.items.map { Item(title: $0.title, note: $0.note, dueRule: $0.offset.map(TaskDueInput.words)) }
    }
}
