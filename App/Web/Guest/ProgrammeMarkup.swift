import Agenda
import DesignTokens
import Domain

/// An event's programme on the pages guests and the public read: each session's time, title
/// and place, in the event's zone, said once above the list.
enum ProgrammeMarkup {
    /// The sessions, in programme order (the first entry is the event itself).
    static func section(_ programme: ExportAgendaResponse) -> Node {
        let sessions = programme.entries.dropFirst()
        guard !sessions.isEmpty else { return .empty }
        let zone = programme.event.timeZone
        let items: [Node] = sessions.map { entry in
            .tag(.li, [], [
                .tag(.time, [.class("session-time"), .datetime(ZonedTime.iso8601(entry.startsAt, in: zone))],
                     text: ZonedTime.spoken(entry.startsAt, entry.endsAt, in: zone, sayingZone: false)),
                .text(" "),
                .tag(.span, [.class("session-title")], text: entry.summary),
                .text(entry.location.map { " · " + $0 } ?? ""),
            ])
        }
        return .tag(.section, [.class("card", "programme"), .id("programme")], [
            .tag(.h2, text: "Programme"),
            .tag(.p, [.class("programme-zone"), .id("programme-zone")], text: "Times are \(ZonedTime.place(zone)) time."),
            .tag(.ol, [.class("sessions")], items),
        ])
    }
}
