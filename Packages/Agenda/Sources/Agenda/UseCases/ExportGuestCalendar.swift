public import Domain

/// "Add to calendar" on a guest's own page: the event and its programme as calendar entries,
/// as `agenda export` makes them, for the guest whose personal link asks.
public struct ExportGuestCalendar: Sendable {
    private let dependencies: any AgendaDependencies

    public init(_ dependencies: any AgendaDependencies) {
        self.dependencies = dependencies
    }

    public func execute() async throws(DomainError) -> ExportAgendaResponse {
        let event = try await dependencies.guestPass.requireGuest().event
        let sessions = try await dependencies.agendaRepository.agendaSessions(of: event.id)
        return ExportAgendaResponse(event: event, entries: CalendarEntries.programme(event, sessions: sessions),
                                    name: event.title, stampedAt: dependencies.clock.now())
    }
}
