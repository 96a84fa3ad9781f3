public import Domain
import Foundation

/// Finds what is wrong with a programme, as pretalx warns and more: two sessions overlapping in
/// one room, a speaker in two sessions at once, a session outside the event's start and end,
/// and a speaker with less than the minimum gap between sessions in different rooms. Sessions
/// are half-open intervals: one ending at 10:00 and one starting at 10:00 do not overlap.
public enum ConflictRules {
    /// Minutes a speaker needs to walk from one room to the next, unless the command says otherwise.
    public static let defaultMinimumGapMinutes = 10
    public static let largestGapMinutes = 24 * 60

    /// Every conflict, in programme order of their first session, then by kind.
    public static func conflicts(in sessions: [AgendaSession], event: Event, minimumGapMinutes: Int) -> [AgendaConflict] {
        let ordered = sessions.sorted(by: AgendaSession.programmeOrder)
        var found: [AgendaConflict] = []
        for (index, first) in ordered.enumerated() {
            if first.startsAt < event.startsAt || first.endsAt > event.endsAt {
                found.append(AgendaConflict(kind: .outsideEvent, sessions: [first.handle]))
            }
            for second in ordered[(index + 1)...] {
                found += pairConflicts(first, second, minimumGapMinutes: minimumGapMinutes)
            }
        }
        return found
    }

    /// The conflicts `session` is part of.
    public static func conflicts(of session: AgendaSession, in sessions: [AgendaSession], event: Event,
                                 minimumGapMinutes: Int) -> [AgendaConflict] {
        conflicts(in: sessions, event: event, minimumGapMinutes: minimumGapMinutes).filter { $0.sessions.contains(session.handle) }
    }

    public static func overlap(_ first: AgendaSession, _ second: AgendaSession) -> Bool {
        first.startsAt < second.endsAt && second.startsAt < first.endsAt
    }

    /// `first` comes no later than `second` in programme order.
    private static func pairConflicts(_ first: AgendaSession, _ second: AgendaSession, minimumGapMinutes: Int) -> [AgendaConflict] {
        let pair = [first.handle, second.handle]
        var found: [AgendaConflict] = []
        let sameRoom = Rooms.same(first.room, second.room)
        if overlap(first, second) {
            if sameRoom, let room = first.room {
                found.append(AgendaConflict(kind: .room, sessions: pair, subject: room))
            }
            for speaker in SpeakerIdentity.shared(first.speakers, second.speakers) {
                found.append(AgendaConflict(kind: .speaker, sessions: pair, subject: speaker.name))
            }
            return found
        }
        // Only between rooms known to differ: without a room nobody knows how far the walk is.
        guard first.room != nil, second.room != nil, !sameRoom else { return found }
        let gapSeconds = second.startsAt.timeIntervalSince(first.endsAt)
        guard gapSeconds < TimeInterval(minimumGapMinutes * 60) else { return found }
        for speaker in SpeakerIdentity.shared(first.speakers, second.speakers) {
            found.append(AgendaConflict(kind: .gap, sessions: pair, subject: speaker.name, gapMinutes: Int(gapSeconds / 60)))
        }
        return found
    }
}
