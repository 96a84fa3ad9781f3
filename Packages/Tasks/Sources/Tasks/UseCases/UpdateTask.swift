public import Domain
import Foundation

/// `rushday tasks update EVENT TASK [--title] [--due] [--assign] [--note]`: changes what is
/// given, clears what is given blank; nothing new is refused as nothing to change. A new due
/// time or assignee gets a new reminder (one still waiting is not sent). Owners and organizers only.
public struct UpdateTask: Sendable {
    private let dependencies: any TasksDependencies

    public init(_ dependencies: any TasksDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: UpdateTaskRequest) async throws(DomainError) -> TaskResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageTasks)
        let title = try request.title.map { raw throws(DomainError) in try TaskFields.title(raw) }
        let note = try request.note.map { raw throws(DomainError) in try TaskFields.note(raw) }
        let due = try request.due.map { raw throws(DomainError) in try TaskDueInput.parse(raw, in: event.timeZone) }
        let members = request.assign == nil ? [] : try await dependencies.membershipRepository.list(event: event.id)
        let assigned = request.assign.map { raw in Result { () throws(DomainError) in try TaskAssignee.member(raw, of: event, among: members) } }
        // The assignee as the form shows them: someone who left the event keeps the task until it goes to another.
        var typedUser: UserID?
        if let raw = request.assign?.trimmingCharacters(in: .whitespaces), !raw.isEmpty, let email = try? EmailAddress(raw, field: "assign") {
            typedUser = try await dependencies.userRepository.find(email: email)?.id
        }
        let former = typedUser
        let now = dependencies.clock.now()
        let reference = request.task
        let draft = AuditDraft("task.update", event: event.id, at: now)
        // The emails of the assignees it may change between; a former member typed by their email too.
        var known = TaskAudit.emails(of: members)
        if let former, let raw = request.assign { known[former] = raw.trimmingCharacters(in: .whitespaces) }
        let emails = known
        let task = try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.taskRepository.changeTasks(event: event.id) { current, tasks throws(DomainError) in
                let index = try TaskLookup.index(of: reference, in: tasks, event: current)
                var task = tasks[index]
                if let title { task.title = title }
                if let note { task.note = note }
                if let due, due != task.due { task.due = due; task.reminder = nil }
                if let assigned {
                    let assignee = former != nil && former == task.assignee ? task.assignee : try assigned.get()
                    if assignee != task.assignee { task.assignee = assignee; task.reminder = nil }
                }
                guard task != tasks[index] else { throw .nothingToChange }
                task.updatedAt = now
                draft.record(target: TaskAudit.reference(task), changes: AuditChange.between(tasks[index], task, TaskAudit.fields(emails: emails)))
                tasks[index] = task
                return task
            }
        }
        return try await TaskItems(dependencies: dependencies).response(task, of: event)
    }
}
