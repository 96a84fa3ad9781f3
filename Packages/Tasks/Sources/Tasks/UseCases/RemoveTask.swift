public import Domain

/// `rushday tasks remove EVENT TASK`: takes a task off the checklist (a reminder not sent yet
/// goes with it); its number is given again only when no larger one is held. Owners and organizers only.
public struct RemoveTask: Sendable {
    private let dependencies: any TasksDependencies

    public init(_ dependencies: any TasksDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ reference: TaskReference) async throws(DomainError) -> TaskResponse {
        let event = try await EventAccess(dependencies).event(reference.event, for: .manageTasks)
        let typed = reference.task
        let draft = AuditDraft("task.remove", event: event.id, at: dependencies.clock.now())
        let task = try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.taskRepository.changeTasks(event: event.id) { current, tasks throws(DomainError) in
                let removed = tasks.remove(at: try TaskLookup.index(of: typed, in: tasks, event: current))
                draft.record(target: TaskAudit.reference(removed), changes: [AuditChange("title", old: removed.title, new: nil)])
                return removed
            }
        }
        return try await TaskItems(dependencies: dependencies).response(task, of: event)
    }
}
