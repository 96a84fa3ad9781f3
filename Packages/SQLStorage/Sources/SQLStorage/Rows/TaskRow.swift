import Domain

/// A row of `tasks`, in the order `read` takes its columns.
enum TaskRow {
    static let table = "tasks"
    static let columns = """
        id, event_id, number, title, note, assignee, due_at, due_anchor, due_days, due_minutes, position, done_at, done_by, \
        reminder_message, created_at, updated_at
        """

    static func read(_ row: any SQLRow) throws -> EventTask {
        EventTask(id: try StoredValue.identifier(try row.text(0), table: table),
                  eventID: try StoredValue.identifier(try row.text(1), table: table),
                  number: Int(try row.integer(2)), title: try row.text(3), note: try row.optionalText(4),
                  assignee: try row.optionalText(5).map { try StoredValue.identifier($0, table: table) },
                  due: try due(at: try row.optionalInteger(6), anchor: try row.optionalText(7),
                               days: try row.integer(8), minutes: try row.integer(9)),
                  position: Int(try row.integer(10)), doneAt: try row.optionalInteger(11).map(Instant.date),
                  doneBy: try row.optionalText(12).map { try StoredValue.identifier($0, table: table) },
                  reminder: try row.optionalText(13).map { try StoredValue.identifier($0, table: table) },
                  createdAt: Instant.date(try row.integer(14)), updatedAt: Instant.date(try row.integer(15)))
    }

    private static func due(at: Int64?, anchor: String?, days: Int64, minutes: Int64) throws -> TaskDue? {
        if let at { return .at(Instant.date(at)) }
        guard let anchor else { return nil }
        guard let known = TaskOffset.Anchor(rawValue: anchor) else {
            throw CorruptRow(table: table, detail: "due_anchor \(anchor) is neither start nor end")
        }
        return .relative(TaskOffset(anchor: known, days: Int(days), minutes: Int(minutes)))
    }

    /// Inserts the task, or replaces every column of the stored one with its id.
    static func upsert(_ task: EventTask) -> SQL {
        var at: Int64?
        var offset: TaskOffset?
        switch task.due {
        case .at(let date): at = Instant.milliseconds(date)
        case .relative(let relative): offset = relative
        case nil: break
        }
        return """
            INSERT INTO tasks (\(raw: columns))
            VALUES (\(task.id), \(task.eventID), \(task.number), \(task.title), \(task.note), \(task.assignee), \(at),
                    \(offset?.anchor.rawValue), \(offset?.days ?? 0), \(offset?.minutes ?? 0), \(task.position),
                    \(task.doneAt.map(Instant.milliseconds)), \(task.doneBy), \(task.reminder),
                    \(Instant.milliseconds(task.createdAt)), \(Instant.milliseconds(task.updatedAt)))
            ON CONFLICT (id) DO UPDATE SET number = excluded.number, title = excluded.title, note = excluded.note,
                assignee = excluded.assignee, due_at = excluded.due_at, due_anchor = excluded.due_anchor,
                due_days = excluded.due_days, due_minutes = excluded.due_minutes, position = excluded.position,
                done_at = excluded.done_at, done_by = excluded.done_by, reminder_message = excluded.reminder_message,
                updated_at = excluded.updated_at
            """
    }
}

/// A row of `task_templates`, in the order `read` takes its columns.
enum TaskTemplateRow {
    static let table = "task_templates"
    static let columns = "id, name, items, saved_by, saved_at"

    static func read(_ row: any SQLRow) throws -> TaskTemplate {
        TaskTemplate(id: try StoredValue.identifier(try row.text(0), table: table), name: try row.text(1),
                     items: try JSONText.value([TaskTemplate.Item].self, try row.text(2), table: table, detail: "a JSON array of template items"),
                     savedBy: try StoredValue.identifier(try row.text(3), table: table), savedAt: Instant.date(try row.integer(4)))
    }

    static func insert(_ template: TaskTemplate) -> SQL {
        """
        INSERT INTO task_templates (id, name, name_key, items, saved_by, saved_at)
        VALUES (\(template.id), \(template.name), \(template.name.lowercased()), \(JSONText.text(of: template.items)),
                \(template.savedBy), \(Instant.milliseconds(template.savedAt)))
        """
    }
}
