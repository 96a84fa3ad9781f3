public import Domain
import Foundation

/// `rushday tasks add EVENT TITLE [--due RULE|DATETIME] [--assign EMAIL] [--note TEXT]`.
/// Puts a task at the end of the event's checklist, numbered one past the largest number it
/// holds. Owners and organizers only.
public struct AddTask: Sendable {
    private let dependencies: any TasksDependencies

    public init(_ dependencies: any TasksDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: AddTaskRequest) async throws(DomainError) -> TaskResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageTasks)
        let title = try TaskFields.title(request.title)
        let note = try request.note.map { raw throws(DomainError) in try TaskFields.note(raw) } ?? nil
        let due = try request.due.map { raw throws(DomainError) in try TaskDueInput.parse(raw, in: event.timeZone) } ?? nil
        let members = try await dependencies.membershipRepository.list(event: event.id)
        let assignee = try request.assign.map { raw throws(DomainError) in try TaskAssignee.member(raw, of: event, among: members) } ?? nil
        let id: EventTaskID = dependencies.identifierGenerator.make()
        let now = dependencies.clock.now()
        // Its number is given in the store's transaction, so the entry is told it there.
        let draft = AuditDraft("task.add", event: event.id, at: now)
        let emails = TaskAudit.emails(of: members)
        let task = try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.taskRepository.changeTasks(event: event.id) { _, tasks throws(DomainError) in
                let task = EventTask(id: id, eventID: event.id, number: TaskLookup.nextNumber(after: tasks), title: title, note: note,
                                     assignee: assignee, due: due, position: TaskLookup.nextPosition(after: tasks),
                                     createdAt: now, updatedAt: now)
                tasks.append(task)
                draft.record(target: TaskAudit.reference(task), changes: AuditChange.made(task, TaskAudit.fields(emails: emails)))
                return task
            }
        }
        return try await TaskItems(dependencies: dependencies).response(task, of: event)
    }
}
