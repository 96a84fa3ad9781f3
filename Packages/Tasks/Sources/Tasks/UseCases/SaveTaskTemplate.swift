public import Domain

/// `rushday tasks template save EVENT NAME`: the event's checklist, as it is, kept under a
/// name every member of this installation can start from. Owners and organizers of the event.
public struct SaveTaskTemplate: Sendable {
    private let dependencies: any TasksDependencies

    public init(_ dependencies: any TasksDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String, name: String) async throws(DomainError) -> TemplateResponse {
        let user = try await dependencies.currentUser.requireUser()
        let event = try await EventAccess(dependencies).event(reference, as: user, for: .manageTasks)
        let name = try TaskFields.templateName(name)
        let tasks = try await dependencies.taskRepository.tasks(of: event.id)
        guard !tasks.isEmpty else {
            throw .invalid(field: "event", message: "'\(event.handle)' has no tasks to save", next: .addTask(event: event.handle))
        }
        let template = TaskTemplate(id: dependencies.identifierGenerator.make(), name: name,
                                    items: TemplateItems.items(of: tasks, event: event), savedBy: user.id,
                                    savedAt: dependencies.clock.now())
        // Logged with the event it copies: the template itself belongs to no event.
        try await AuditTrail.recording("task-template.save", event: event.id, target: name, at: template.savedAt,
                                       changes: [AuditChange("tasks", old: nil, new: String(template.items.count))]) { () async throws(DomainError) in
            try await dependencies.taskRepository.save(template)
        }
        return TemplateResponse(template: template, savedBy: user.email)
    }
}
