public import Domain

/// `rushday agenda show EVENT SESSION`: the session and the conflicts it is part of (with the
/// default gap). Every member may read, staff included.
public struct ShowSession: Sendable {
    private let dependencies: any AgendaDependencies

    public init(_ dependencies: any AgendaDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: SessionReference) async throws(DomainError) -> SessionResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .readProgramme)
        let sessions = try await dependencies.agendaRepository.agendaSessions(of: event.id)
        let session = sessions[try SessionLookup.index(of: request.session, in: sessions, event: event)]
        let gap = ConflictRules.defaultMinimumGapMinutes
        return SessionResponse(event: event, session: session,
                               conflicts: ConflictRules.conflicts(of: session, in: sessions, event: event, minimumGapMinutes: gap),
                               minimumGapMinutes: gap)
    }
}
