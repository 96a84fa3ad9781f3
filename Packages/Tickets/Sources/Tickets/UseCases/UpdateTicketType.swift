public import Domain
import Foundation

/// `rushday tickets types update EVENT TYPE [...]`. Owners and organizers only. A quota below
/// what is already issued is refused (cancel tickets first); the check and the change are one
/// transaction, so an issue running at the same moment cannot slip under it. Values equal to
/// the type's own are nothing to change, as no values are.
public struct UpdateTicketType: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: UpdateTicketTypeRequest) async throws(DomainError) -> TicketTypesResponse {
        guard !request.changesNothing else { throw .nothingToChange }
        let event = try await EventAccess(dependencies).event(request.event, for: .manageTickets)
        let named = try request.name.map { raw throws(DomainError) in try TicketTypeFields.name(raw) }
        let price = try request.price.map { raw throws(DomainError) in try TicketTypeFields.price(raw, event: event) }
        let quota = try request.quota.map { value throws(DomainError) -> Int? in value == -1 ? nil : try TicketTypeFields.quota(value) }
        let opens = try clearable(request.opens, field: "opens", event: event)
        let closes = try clearable(request.closes, field: "closes", event: event)
        let maxPerIssue = try request.maxPerIssue.map { value throws(DomainError) in try TicketTypeFields.maxPerIssue(value) }
        let now = dependencies.clock.now()
        let draft = AuditDraft("ticket-type.update", event: event.id, at: now)
        return try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.ticketTypeRepository.changeCatalog(event: event.id) { event, catalog, counts throws(DomainError) in
                let index = try TicketLookup.index(ofType: request.type, in: catalog, event: event)
                var type = catalog.types[index]
                if let (name, handle) = named {
                    if catalog.types.contains(where: { $0.handle == handle && $0.id != type.id }) { throw .ticketTypeTaken(handle) }
                    (type.name, type.handle) = (name, handle)
                }
                if let price { type.price = price }
                if let quota { type.quota = quota }
                if let pool = request.pool {
                    type.pool = pool.isEmpty ? nil : try TicketTypeFields.pool(pool, in: catalog)
                }
                if let opens { type.salesOpen = opens }
                if let closes { type.salesClose = closes }
                try TicketTypeFields.requireOrder(type.salesOpen, type.salesClose, zone: event.timeZone)
                if let maxPerIssue { type.maxPerIssue = maxPerIssue }
                let issued = counts.byType[type.id, default: 0]
                if let quota = type.quota, quota < issued {
                    throw .invalid(field: "quota", message: "\(quota) is below the \(Plural.of(issued, "ticket")) of '\(type.handle)' already issued; cancel some first or give \(issued) or more")
                }
                guard type != catalog.types[index] else { throw .nothingToChange }
                type.updatedAt = now
                draft.record(target: catalog.types[index].handle.value, changes: AuditChange.between(catalog.types[index], type, TicketTypeAudit.fields))
                catalog.types[index] = type
                return TicketTypesResponse(event: event, catalog: catalog, counts: counts, changed: type)
            }
        }
    }

    /// Nil keeps the time; "" clears it; anything else is read in the event's zone.
    private func clearable(_ raw: String?, field: String, event: Event) throws(DomainError) -> Date?? {
        guard let raw else { return nil }
        if raw.isEmpty { return .some(nil) }
        return .some(try DateTimeInput.parse(raw, in: event.timeZone, field: field))
    }
}

extension UpdateTicketTypeRequest {
    var changesNothing: Bool {
        name == nil && price == nil && quota == nil && pool == nil && opens == nil && closes == nil && maxPerIssue == nil
    }
}
