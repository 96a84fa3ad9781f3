public import Domain

/// `rushday tickets types remove EVENT TYPE`. Owners and organizers only; a type with tickets
/// (cancelled ones too: they still name it) is refused.
public struct RemoveTicketType: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: TicketTypeReference) async throws(DomainError) -> TicketTypesResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageTickets)
        let draft = AuditDraft("ticket-type.remove", event: event.id, at: dependencies.clock.now())
        return try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.ticketTypeRepository.changeCatalog(event: event.id) { event, catalog, counts throws(DomainError) in
                let index = try TicketLookup.index(ofType: request.type, in: catalog, event: event)
                let removed = catalog.types.remove(at: index)
                draft.record(target: removed.handle.value)
                return TicketTypesResponse(event: event, catalog: catalog, counts: counts, changed: removed)
            }
        }
    }
}
