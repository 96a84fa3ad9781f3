public import Domain

/// `rushday tickets pools set EVENT POOL --quota N`: makes a quota pool, or changes its quota.
/// Owners and organizers only. A quota below what the pool's types have issued is refused.
public struct SetPool: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: SetPoolRequest) async throws(DomainError) -> TicketTypesResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageTickets)
        let handle = try Handle(request.pool.trimmingCharacters(in: .whitespaces).lowercased(), field: "pool")
        let quota = try TicketTypeFields.quota(request.quota)
        let draft = AuditDraft("ticket-pool.set", event: event.id, target: handle.value, at: dependencies.clock.now())
        return try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.ticketTypeRepository.changeCatalog(event: event.id) { event, catalog, counts throws(DomainError) in
                let issued = catalog.types.filter { $0.pool == handle }.reduce(0) { $0 + counts.byType[$1.id, default: 0] }
                guard quota >= issued else {
                    throw .invalid(field: "quota", message: "\(quota) is below the \(Plural.of(issued, "ticket")) pool '\(handle)' has issued; cancel some first or give \(issued) or more")
                }
                let before = catalog.pools.first { $0.handle == handle }?.quota
                catalog.pools.removeAll { $0.handle == handle }
                catalog.pools.append(TicketPool(eventID: event.id, handle: handle, quota: quota))
                catalog.pools.sort { $0.handle.value < $1.handle.value }
                draft.record(changes: before == quota ? [] : [AuditChange("quota", old: before.map(String.init), new: String(quota))])
                return TicketTypesResponse(event: event, catalog: catalog, counts: counts)
            }
        }
    }
}
