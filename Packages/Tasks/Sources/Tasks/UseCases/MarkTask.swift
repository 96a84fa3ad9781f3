public import Domain
import Foundation

/// `rushday tasks done | undo EVENT TASK...`: ticks tasks, or opens them again, all or none.
/// Owners and organizers tick any task; staff only the tasks assigned to them. Ticking a done
/// task (or opening an open one) leaves it as it was. A task done before its reminder went
/// gets none; one opened again is reminded again once due.
public struct MarkTask: Sendable {
    private let dependencies: any TasksDependencies

    public init(_ dependencies: any TasksDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String, tasks typed: [String], done: Bool) async throws(DomainError) -> MarkedTasksResponse {
        guard !typed.isEmpty else { throw .invalid(field: "task", message: "choose at least one task") }
        let user = try await dependencies.currentUser.requireUser()
        let opened = try await EventAccess(dependencies).open(reference, as: user, for: .seeTasks)
        let manages = EventPermission.manageTasks.allows(opened.role)
        let now = dependencies.clock.now()
        // A draft without an event writes nothing: it is given the event only when a task changes,
        // so ticking tasks done already (or opening open ones) is not logged.
        let draft = AuditDraft(done ? "task.done" : "task.undo", event: nil, at: now)
        let marked = try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.taskRepository.changeTasks(event: opened.event.id) { current, tasks throws(DomainError) in
                var marked: [EventTask] = []
                var changed: [String] = []
                for reference in typed {
                    let index = try TaskLookup.index(of: reference, in: tasks, event: current)
                    var task = tasks[index]
                    guard manages || task.assignee == user.id else {
                        throw .forbidden("staff tick only the tasks assigned to them; #\(task.number) is not yours, so ask the event's owner or an organizer")
                    }
                    if task.isDone != done {
                        task.doneAt = done ? now : nil
                        task.doneBy = done ? user.id : nil
                        // Open again, it is reminded again (its reminder, if unsent, was replaced when it was done).
                        if !done { task.reminder = nil }
                        task.updatedAt = now
                        tasks[index] = task
                        changed.append(TaskAudit.reference(task))
                    }
                    if !marked.contains(where: { $0.id == task.id }) { marked.append(task) }
                }
                if !changed.isEmpty {
                    draft.record(event: current.id, target: changed.joined(separator: " "),
                                 changes: [AuditChange("status", old: done ? "open" : "done", new: done ? "done" : "open")])
                }
                return marked
            }
        }
        return MarkedTasksResponse(event: opened.event, items: try await TaskItems(dependencies: dependencies).items(marked, of: opened.event),
                                   done: done, now: now)
    }
}
