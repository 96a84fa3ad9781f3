// Modelled for a feature still to come; no store implements it yet.
public protocol AgendaRepository: Sendable {
    func save(_ session: AgendaSession) async throws(DomainError)
    func list(event: EventID) async throws(DomainError) -> [AgendaSession]
    func delete(_ id: AgendaSessionID) async throws(DomainError)
}
