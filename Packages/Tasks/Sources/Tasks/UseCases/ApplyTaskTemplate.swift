public import Domain

/// `rushday tasks template apply EVENT NAME` (and `tasks copy EVENT --from OTHER`): adds a
/// template's tasks, or another event's, after the event's own, each due as far from this
/// event as it was from the other. Nobody is assigned and nothing is done. Owners and
/// organizers of the event; the other event is read with a member's right to see it.
public struct ApplyTaskTemplate: Sendable {
    private let dependencies: any TasksDependencies

    public init(_ dependencies: any TasksDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String, from source: TaskSource) async throws(DomainError) -> AppliedTasksResponse {
        let user = try await dependencies.currentUser.requireUser()
        let access = EventAccess(dependencies)
        let event = try await access.event(reference, as: user, for: .manageTasks)
        let items: [TaskTemplate.Item]
        let name: String
        // Logged as the command that asked: `tasks template apply` names a template, `tasks copy --from` an event.
        let logged: (action: String, field: String)
        switch source {
        case .template(let typed):
            let template = try await TemplateLookup.named(typed, in: dependencies.taskRepository)
            (items, name) = (template.items, template.name)
            logged = ("task-template.apply", "template")
        case .event(let typed):
            let other = try await access.event(typed, as: user, for: .seeTasks)
            items = TemplateItems.items(of: try await dependencies.taskRepository.tasks(of: other.id), event: other)
            name = other.handle.value
            logged = ("tasks.copy", "from")
        }
        guard !items.isEmpty else { throw .invalid(field: "from", message: "\(UserText.quoted(name)) has no tasks to add") }
        let ids = dependencies.identifierGenerator
        let now = dependencies.clock.now()
        let draft = AuditDraft(logged.action, event: event.id, at: now)
        let added = try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.taskRepository.changeTasks(event: event.id) { _, tasks in
                let new = TemplateItems.tasks(items, for: event.id, after: tasks, ids: ids, now: now)
                tasks += new
                draft.record(target: new.map(TaskAudit.reference).joined(separator: " "),
                             changes: [AuditChange(logged.field, old: nil, new: name), AuditChange("count", old: nil, new: String(new.count))])
                return new
            }
        }
        return AppliedTasksResponse(event: event, source: name, items: try await TaskItems(dependencies: dependencies).items(added, of: event),
                                    now: now)
    }
}
