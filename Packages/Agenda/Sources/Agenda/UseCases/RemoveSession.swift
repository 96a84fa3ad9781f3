public import Domain

/// `rushday agenda remove EVENT SESSION`. Owners and organizers only.
public struct RemoveSession: Sendable {
    private let dependencies: any AgendaDependencies

    public init(_ dependencies: any AgendaDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: SessionReference) async throws(DomainError) -> SessionResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .changeProgramme)
        let reference = request.session
        return try await dependencies.agendaRepository.changeAgenda(event: event.id) { current, sessions throws(DomainError) in
            let removed = sessions.remove(at: try SessionLookup.index(of: reference, in: sessions, event: current))
            return SessionResponse(event: current, session: removed)
        }
    }
}
