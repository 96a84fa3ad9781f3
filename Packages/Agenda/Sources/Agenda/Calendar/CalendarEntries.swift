import Domain
import Foundation

/// What the calendar shows of an event and its sessions. Uids come from the ids, never the
/// handles or titles, so a renamed session keeps its entry in a calendar that imports again.
enum CalendarEntries {
    /// The whole programme: the event itself, then each session in programme order.
    static func programme(_ event: Event, sessions: [AgendaSession]) -> [CalendarEntry] {
        [CalendarEntry.event(event)] + sessions.map { session($0, of: event) }
    }

    /// LOCATION is "room, venue" (either alone when the other is not set); the speakers go in
    /// the notes after the description, each with the email when known.
    static func session(_ session: AgendaSession, of event: Event) -> CalendarEntry {
        let location = [session.room, event.venue].compactMap { $0 }.joined(separator: ", ")
        let speakers = session.speakers.map { speaker in speaker.email.map { "\(speaker.name) <\($0)>" } ?? speaker.name }
        let speakerLine = speakers.isEmpty ? nil : "Speakers: " + speakers.joined(separator: ", ")
        let notes = [session.description, speakerLine].compactMap { $0 }.joined(separator: "\n\n")
        return CalendarEntry(uid: "session-\(session.id)@rushday", startsAt: session.startsAt, endsAt: session.endsAt,
                             summary: session.title, location: location.isEmpty ? nil : location,
                             notes: notes.isEmpty ? nil : notes, categories: session.track.map { [$0] } ?? [])
    }
}
