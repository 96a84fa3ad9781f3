public import Domain

/// `rushday agenda export EVENT --ics FILE [--session SESSION] [--force]`.
/// The programme as calendar entries, for the face to write as a calendar file: one entry for the event itself, then one per
/// session in programme order; with `session`, only that one. Every member may export.
public struct ExportAgenda: Sendable {
    private let dependencies: any AgendaDependencies

    public init(_ dependencies: any AgendaDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ExportAgendaRequest) async throws(DomainError) -> ExportAgendaResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .readProgramme)
        let sessions = try await dependencies.agendaRepository.agendaSessions(of: event.id)
        let entries: [CalendarEntry]
        if let reference = request.session {
            entries = [CalendarEntries.session(sessions[try SessionLookup.index(of: reference, in: sessions, event: event)], of: event)]
        } else {
            entries = CalendarEntries.programme(event, sessions: sessions)
        }
        return ExportAgendaResponse(event: event, entries: entries, name: event.title, stampedAt: dependencies.clock.now())
    }
}
