public import Domain

/// The programme on an event's public page, and its "Add to calendar": the event and its
/// sessions as calendar entries, as `agenda export` makes them, for anyone, of a published (or
/// cancelled) event only; any other handle is not found, as the page is.
public struct ExportPublicCalendar: Sendable {
    private let dependencies: any AgendaDependencies

    public init(_ dependencies: any AgendaDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event handle: String) async throws(DomainError) -> ExportAgendaResponse {
        let event = try await dependencies.eventRepository.publicEvent(handle)
        let sessions = try await dependencies.agendaRepository.agendaSessions(of: event.id)
        return ExportAgendaResponse(event: event, entries: CalendarEntries.programme(event, sessions: sessions),
                                    name: event.title, stampedAt: dependencies.clock.now())
    }
}
