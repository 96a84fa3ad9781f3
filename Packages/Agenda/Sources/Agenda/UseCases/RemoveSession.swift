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
        let draft = AuditDraft("session.remove", event: event.id, at: dependencies.clock.now())
        return try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.agendaRepository.changeAgenda(event: event.id) { current, sessions throws(DomainError) in
                let removed = sessions.remove(at: try SessionLookup.index(of: reference, in: sessions, event: current))
                draft.record(target: removed.handle.value, changes: SessionAudit.removed(removed))
                return SessionResponse(event: current, session: removed)
            }
        }
    }
}
