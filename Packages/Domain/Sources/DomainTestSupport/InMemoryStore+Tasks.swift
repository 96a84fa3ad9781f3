public import Domain
import Foundation

/// Tasks by event, and the templates by id.
struct TaskTable: InMemoryTable {
    var byEvent: [EventID: [EventTask]] = [:]
    var templates: [TaskTemplateID: TaskTemplate] = [:]
}

extension InMemoryTables {
    /// An event's checklist goes with it, as the real stores' cascades take it.
    mutating func removeTasks(of event: EventID) {
        self[TaskTable.self].byEvent[event] = nil
    }

    /// A reminder not sent yet is replaced when its task is done or its reminder taken away.
    mutating func replaceReminders(before: [EventTask], after: [EventTask]) {
        let kept = Dictionary(uniqueKeysWithValues: after.map { ($0.id, $0) })
        for task in before {
            guard let message = task.reminder else { continue }
            let now = kept[task.id]
            guard now?.reminder != message || now?.isDone == true else { continue }
            if self[OutboxTable.self].byID[message]?.status == .queued {
                self[OutboxTable.self].byID[message]?.status = .replaced
            }
        }
    }
}

extension InMemoryStore: TaskRepository {
    public func tasks(of event: EventID) -> [EventTask] {
        (tables[TaskTable.self].byEvent[event] ?? []).sorted(by: EventTask.checklistOrder)
    }

    public func changeTasks<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout [EventTask]) throws(DomainError) -> Outcome
    ) throws(DomainError) -> Outcome {
        try write { tables throws(DomainError) in
            guard let stored = tables.event(event) else { throw .eventMissing(event) }
            let before = (tables[TaskTable.self].byEvent[event] ?? []).sorted(by: EventTask.checklistOrder)
            var tasks = before
            let outcome = try body(stored, &tasks)
            guard tasks.allSatisfy({ $0.eventID == event }) else { throw .referenceMissing }
            try EventTask.requireValid(tasks)
            tables.replaceReminders(before: before, after: tasks)
            tables[TaskTable.self].byEvent[event] = tasks.map(\.storedForm)
            return outcome
        }
    }

    public func openTasks(assignedTo user: UserID) -> [(EventTask, Event)] {
        tables[TaskTable.self].byEvent.flatMap { event, tasks in
            tasks.filter { $0.assignee == user && !$0.isDone }.compactMap { task in tables.event(event).map { (task, $0) } }
        }
    }

    public func tasksAwaitingReminder() -> [(EventTask, Event)] {
        tables[TaskTable.self].byEvent.flatMap { event, tasks in
            tasks.filter { $0.assignee != nil && $0.due != nil && !$0.isDone && $0.reminder == nil }
                .compactMap { task in tables.event(event).map { (task, $0) } }
        }
    }

    public func queueReminder(_ message: OutboxMessage, for task: EventTaskID, assignee: UserID) throws(DomainError) -> Bool {
        try write { tables throws(DomainError) in
            guard let tasks = tables[TaskTable.self].byEvent[message.eventID],
                  let index = tasks.firstIndex(where: { $0.id == task }),
                  tasks[index].assignee == assignee, !tasks[index].isDone, tasks[index].reminder == nil
            else { return false }
            guard try tables.queueMail([message]) == 1 else { return false }
            tables[TaskTable.self].byEvent[message.eventID]?[index].reminder = message.id
            return true
        }
    }

    public func task(reminder message: MailMessageID) -> (EventTask, Event)? {
        for (event, tasks) in tables[TaskTable.self].byEvent {
            if let task = tasks.first(where: { $0.reminder == message }), let stored = tables.event(event) { return (task, stored) }
        }
        return nil
    }

    public func taskTemplates() -> [TaskTemplate] {
        tables[TaskTable.self].templates.values.sorted { ($0.name.lowercased(), $0.id.description) < ($1.name.lowercased(), $1.id.description) }
    }

    public func save(_ template: TaskTemplate) throws(DomainError) {
        try write { tables throws(DomainError) in
            if tables[TaskTable.self].templates.values.contains(where: { $0.name.lowercased() == template.name.lowercased() }) {
                throw .taskTemplateNameTaken(template.name)
            }
            tables[TaskTable.self].templates[template.id] = template.storedForm
        }
    }

    public func removeTaskTemplate(_ id: TaskTemplateID) throws(DomainError) -> Bool {
        try write { tables in tables[TaskTable.self].templates.removeValue(forKey: id) != nil }
    }
}

extension EventTask {
    var storedForm: EventTask {
        var due = due
        if case .at(let date) = due { due = .at(date.stored) }
        return EventTask(id: id, eventID: eventID, number: number, title: title, note: note, assignee: assignee, due: due,
                         position: position, doneAt: doneAt?.stored, doneBy: doneBy, reminder: reminder,
                         createdAt: createdAt.stored, updatedAt: updatedAt.stored)
    }
}

extension TaskTemplate {
    var storedForm: TaskTemplate {
        TaskTemplate(id: id, name: name, items: items, savedBy: savedBy, savedAt: savedAt.stored)
    }
}
