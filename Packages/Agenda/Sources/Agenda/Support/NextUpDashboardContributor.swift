public import Domain
import Foundation

/// The "Next up" section of `events show`: the next sessions not yet over (one under way
/// included), with their times in the event's zone and their rooms. No section for an event
/// without a programme. Events asks it through Domain's `DashboardContributor`, never knowing
/// Agenda.
public struct NextUpDashboardContributor: DashboardContributor {
    public static let shown = 3
    private let sessions: any AgendaRepository
    private let clock: any Clock

    public init(_ dependencies: any AgendaDependencies) {
        sessions = dependencies.agendaRepository
        clock = dependencies.clock
    }

    public func section(for event: Event, seenAs role: Role) async throws(DomainError) -> DashboardSection? {
        let programme = try await sessions.agendaSessions(of: event.id)
        guard !programme.isEmpty else { return nil }
        let now = clock.now()
        let next = programme.filter { $0.endsAt > now }.prefix(Self.shown)
        let items = next.map { session in
            DashboardSection.Item(label: TimeText.range(session.startsAt, session.endsAt, in: event.timeZone, withDate: true),
                                  value: session.title + (session.room.map { " · \($0)" } ?? ""))
        }
        return DashboardSection(key: "agenda", title: "Next up",
                                items: items.isEmpty ? [.init(label: "Programme", value: "over")] : Array(items))
    }
}
