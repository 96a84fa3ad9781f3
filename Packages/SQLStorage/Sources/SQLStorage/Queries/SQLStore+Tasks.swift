public import Domain

extension SQLStore {
    public func tasks(of event: EventID) async throws(DomainError) -> [EventTask] {
        try await reading { db in try Self.tasks(of: event, db) }
    }

    /// Like `changeAgenda`: under the event's lock, reads, runs `body` and writes the difference
    /// (`RowDifference`), so a number a removed task held is free within the same change. A
    /// reminder still queued is replaced when its task is done, goes, or loses it.
    public func changeTasks<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout [EventTask]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await writing { db in
            let stored = try Self.lockedEvent(event, db)
            let before = try Self.tasks(of: event, db)
            var tasks = before
            let outcome = try body(stored, &tasks)
            guard tasks.allSatisfy({ $0.eventID == event }) else { throw DomainError.referenceMissing }
            try EventTask.requireValid(tasks)
            let now = Dictionary(tasks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for task in before {
                if let message = task.reminder, now[task.id]?.reminder != message || now[task.id]?.isDone == true {
                    try db.execute("UPDATE mail_messages SET status = 'replaced' WHERE id = \(message) AND status = 'queued'")
                }
            }
            try RowDifference(from: before, to: tasks, id: \.id).apply(
                delete: { task in try db.execute("DELETE FROM tasks WHERE id = \(task.id)") },
                upsert: { task in try db.execute(TaskRow.upsert(task)) })
            return outcome
        }
    }

    public func openTasks(assignedTo user: UserID) async throws(DomainError) -> [(EventTask, Event)] {
        try await reading { db in
            try Self.withEvents(try db.all("""
                SELECT \(raw: TaskRow.columns) FROM tasks WHERE assignee = \(user) AND done_at IS NULL
                """, TaskRow.read), db)
        }.map { ($0.task, $0.event) }
    }

    public func tasksAwaitingReminder() async throws(DomainError) -> [(EventTask, Event)] {
        try await reading { db in
            try Self.withEvents(try db.all("""
                SELECT \(raw: TaskRow.columns) FROM tasks
                WHERE reminder_message IS NULL AND done_at IS NULL AND assignee IS NOT NULL
                    AND (due_at IS NOT NULL OR due_anchor IS NOT NULL)
                """, TaskRow.read), db)
        }.map { ($0.task, $0.event) }
    }

    /// The message goes in only when the task's row takes it, in the same transaction; a
    /// message whose id is stored already queues nothing.
    public func queueReminder(_ message: OutboxMessage, for task: EventTaskID, assignee: UserID) async throws(DomainError) -> Bool {
        try await writing { db in
            guard try db.queue([message]) == 1 else { return false }
            guard try db.execute("""
                UPDATE tasks SET reminder_message = \(message.id)
                WHERE id = \(task) AND event_id = \(message.eventID) AND assignee = \(assignee) AND done_at IS NULL
                    AND reminder_message IS NULL
                """) == 1 else {
                try db.execute("DELETE FROM mail_messages WHERE id = \(message.id)")
                return false
            }
            return true
        }
    }

    public func task(reminder message: MailMessageID) async throws(DomainError) -> (EventTask, Event)? {
        try await reading { db in
            try Self.withEvents(try db.all("SELECT \(raw: TaskRow.columns) FROM tasks WHERE reminder_message = \(message)", TaskRow.read), db).first
        }.map { ($0.task, $0.event) }
    }

    public func taskTemplates() async throws(DomainError) -> [TaskTemplate] {
        try await reading { db in
            try db.all("""
                SELECT \(raw: TaskTemplateRow.columns) FROM task_templates ORDER BY name_key\(raw: db.dialect.bytewise), id\(raw: db.dialect.bytewise)
                """, TaskTemplateRow.read)
        }
    }

    public func save(_ template: TaskTemplate) async throws(DomainError) {
        try await writing { db in
            guard try db.first("SELECT id FROM task_templates WHERE name_key = \(template.name.lowercased())", { try $0.text(0) }) == nil else {
                throw DomainError.taskTemplateNameTaken(template.name)
            }
            try db.execute(TaskTemplateRow.insert(template))
        }
    }

    public func removeTaskTemplate(_ id: TaskTemplateID) async throws(DomainError) -> Bool {
        try await writing { db in try db.execute("DELETE FROM task_templates WHERE id = \(id)") == 1 }
    }

    static func tasks(of event: EventID, _ db: any SQLExecutor) throws -> [EventTask] {
        try db.all("""
            SELECT \(raw: TaskRow.columns) FROM tasks WHERE event_id = \(event) ORDER BY position, number
            """, TaskRow.read)
    }

    /// Each task with its event, each event read once.
    private static func withEvents(_ tasks: [EventTask], _ db: any SQLExecutor) throws -> [TaskOfEvent] {
        var events: [EventID: Event] = [:]
        return try tasks.compactMap { task in
            if events[task.eventID] == nil { events[task.eventID] = try event(task.eventID, db) }
            return events[task.eventID].map { TaskOfEvent(task: task, event: $0) }
        }
    }
}

/// A task and its event, handed out of a read transaction (a tuple is not `Sendable`).
private struct TaskOfEvent: Sendable {
    let task: EventTask
    let event: Event
}
