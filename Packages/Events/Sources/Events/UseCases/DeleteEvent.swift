public import Domain

/// `rushday events delete EVENT [--force]`.
/// Deletes an event and everything in it. Drafts: owners and organizers. Any other status
/// needs --force and the owner, because guests, tickets and expenses go with it. --force
/// changes nothing for a draft.
public struct DeleteEvent: Sendable {
    private let dependencies: any EventsDependencies

    public init(_ dependencies: any EventsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: DeleteEventRequest) async throws(DomainError) -> EventResponse {
        let access = try await EventAccess(dependencies).open(request.event, for: .viewEvent)
        let event = access.event
        let isDraft = event.status == .draft
        try (isDraft ? EventPermission.deleteDraft : .forceDelete).require(access.role)
        guard isDraft || request.force else {
            throw .invalid(field: "force", message: "'\(event.handle)' is \(event.status), not a draft; deleting it also deletes its guests, tickets and expenses: add it to confirm")
        }
        try await dependencies.eventRepository.delete(event.id)
        return EventResponse(event: event, role: access.role)
    }
}
