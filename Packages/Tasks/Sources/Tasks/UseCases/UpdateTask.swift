public import Domain
import Foundation

/// `rushday tasks update EVENT TASK [--title] [--due] [--assign] [--note]`: changes what is
/// given, clears what is given blank. A new due time or assignee gets a new reminder (one still
/// waiting is not sent). Owners and organizers only.
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
        let assignee = try request.assign.map { raw throws(DomainError) in try TaskAssignee.member(raw, of: event, among: members) }
        let now = dependencies.clock.now()
        let reference = request.task
        let task = try await dependencies.taskRepository.changeTasks(event: event.id) { current, tasks throws(DomainError) in
            let index = try TaskLookup.index(of: reference, in: tasks, event: current)
            var task = tasks[index]
            if let title { task.title = title }
            if let note { task.note = note }
            if let due, due != task.due { task.due = due; task.reminder = nil }
            if let assignee, assignee != task.assignee { task.assignee = assignee; task.reminder = nil }
            if task != tasks[index] { task.updatedAt = now }
            tasks[index] = task
            return task
        }
        return try await TaskItems(dependencies: dependencies).response(task, of: event)
    }
}
