// Modelled for a feature still to come; no store implements it yet.
public protocol GuestRepository: Sendable {
    func save(_ guests: [Guest]) async throws(DomainError)
    func find(id: GuestID) async throws(DomainError) -> Guest?
    func list(event: EventID) async throws(DomainError) -> [Guest]
    func delete(_ id: GuestID) async throws(DomainError)
}
