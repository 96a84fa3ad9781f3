public import Domain
import Foundation

/// `rushday tickets types add EVENT NAME --price AMOUNT [--quota N] [--pool POOL] [--opens DT]
/// [--closes DT] [--max-per-issue N]`. Owners and organizers only. The handle is made from the
/// name; a name another type of the event has is refused.
public struct AddTicketType: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: TicketTypeRequest) async throws(DomainError) -> TicketTypesResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageTickets)
        let (name, handle) = try TicketTypeFields.name(request.name)
        let price = try TicketTypeFields.price(request.price, event: event)
        let quota = try request.quota.map { value throws(DomainError) in try TicketTypeFields.quota(value) }
        let (opens, closes) = try TicketTypeFields.window(opens: request.opens, closes: request.closes, event: event)
        let maxPerIssue = try TicketTypeFields.maxPerIssue(request.maxPerIssue ?? 10)
        let id: TicketTypeID = dependencies.identifierGenerator.make()
        let now = dependencies.clock.now()
        let draft = AuditDraft("ticket-type.add", event: event.id, target: handle.value, at: now)
        return try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.ticketTypeRepository.changeCatalog(event: event.id) { event, catalog, counts throws(DomainError) in
                if catalog.types.contains(where: { $0.handle == handle }) { throw .ticketTypeTaken(handle) }
                let pool = try request.pool.map { raw throws(DomainError) in try TicketTypeFields.pool(raw, in: catalog) }
                guard let number = TicketType.numbers.first(where: { number in !catalog.types.contains { $0.number == number } }) else {
                    throw .ticketTypesFull
                }
                let type = TicketType(id: id, eventID: event.id, number: number, handle: handle, name: name, price: price, quota: quota,
                                      pool: pool, salesOpen: opens, salesClose: closes, maxPerIssue: maxPerIssue, createdAt: now, updatedAt: now)
                catalog.types.append(type)
                draft.record(changes: AuditChange.made(type, TicketTypeAudit.fields))
                return TicketTypesResponse(event: event, catalog: catalog, counts: counts, changed: type)
            }
        }
    }
}
