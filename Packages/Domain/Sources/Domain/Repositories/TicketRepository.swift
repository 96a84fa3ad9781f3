// Modelled for a feature still to come; no store implements it yet.
public protocol TicketRepository: Sendable {
    func save(_ tickets: [Ticket]) async throws(DomainError)
    func find(code: String, event: EventID) async throws(DomainError) -> Ticket?
    func list(event: EventID) async throws(DomainError) -> [Ticket]
}
