// Modelled for a feature still to come; no store implements it yet.
public protocol TicketTypeRepository: Sendable {
    func save(_ type: TicketType) async throws(DomainError)
    func list(event: EventID) async throws(DomainError) -> [TicketType]
}
