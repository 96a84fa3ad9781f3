public import Foundation

/// What an event's organisers are told of the answers guests give on their own pages. Owners
/// and organisers are told; staff are not. Each notice is queued in the answer's own write, so
/// no path that records a guest's own answer forgets it:
/// - `each`: a notice per answer, due at once, in words fixed then (a later change of mind is a
///   later notice, not a rewrite of this one).
/// - `daily`: the day's first answer queues one notice per organiser for that day in the event's
///   zone, due when the day ends; later answers of the day find it queued (its id is named by
///   the event, the organiser and the day). It is written when sent, from the guests whose
///   latest answer fell in that day.
public enum AnswerNotice {
    /// The notices an answer by `guest` owes the `organisers` of `event` at `now`. `ids` makes a
    /// new message id; `digest` (SHA-256) names a day's notice.
    public static func owed(for guest: Guest, in event: Event, organisers: [MemberRecord], at now: Date,
                            ids: () -> MailMessageID, digest: (String) -> String) -> [OutboxMessage] {
        switch event.notify {
        case .off:
            return []
        case .each:
            return recipients(organisers).map { email in .notice(.answer, of: event.id, to: email, saying: line(guest), at: now, id: ids()) }
        case .daily:
            let day = Day(of: now, in: event.timeZone)
            return recipients(organisers).map { email in
                var notice = OutboxMessage.notice(.answers, of: event.id, to: email, saying: nil, at: now,
                                                  id: named(digest("answers \(event.id) \(email) \(day.label)")))
                notice.nextAttemptAt = day.end
                return notice
            }
        }
    }

    /// The addresses told: each owner's and organiser's, once.
    public static func recipients(_ members: [MemberRecord]) -> [EmailAddress] {
        var seen = Set<EmailAddress>()
        return members.filter { $0.membership.role != .staff }.map(\.email).filter { seen.insert($0).inserted }
    }

    /// The guests a day's notice tells of: those whose latest answer, given on their own page,
    /// fell in `day`, in the order they answered.
    public static func answered(_ guests: [Guest], in day: Day) -> [Guest] {
        guests.filter { guest in
            guard guest.answeredVia == .web, let at = guest.answeredAt else { return false }
            return day.start <= at && at < day.end
        }.sorted { ($0.answeredAt ?? .distantPast, $0.name) < ($1.answeredAt ?? .distantPast, $1.name) }
    }

    /// One guest's answer on one line: "Ada Lovelace <ada@example.org>: accepted, with 2 more;
    /// dietary: vegan; menu: fish".
    public static func line(_ guest: Guest) -> String {
        var answer = guest.status.description
        if guest.status != .declined, guest.status != .invited, guest.others > 0 {
            answer += ", with " + (guest.plusOnes.isEmpty ? "\(guest.others) more" : guest.plusOnes.joined(separator: ", "))
        }
        var parts = [(guest.email.map { "\(guest.name) <\($0)>" } ?? guest.name) + ": " + answer]
        if let dietary = guest.dietary { parts.append("dietary: \(dietary)") }
        for key in guest.answers.keys.sorted(by: { $0.description < $1.description }) {
            parts.append("\(key): \(guest.answers[key] ?? "")")
        }
        return parts.joined(separator: "; ")
    }

    /// A calendar day in an event's zone: from its midnight to the next (23 or 25 hours on a day
    /// the clocks change), and its date, "2026-11-28".
    public struct Day: Hashable, Sendable {
        public let start: Date
        public let end: Date
        public let label: String

        public init(of instant: Date, in zone: TimeZoneID) {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone.timeZone
            start = calendar.startOfDay(for: instant)
            end = calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
            let wall = WallTime(start, in: zone)
            label = String(format: "%04d-%02d-%02d", wall.year, wall.month, wall.day)
        }
    }

    /// A message id named by a digest: its text folded into 128 bits.
    private static func named(_ digest: String) -> MailMessageID {
        var b = [UInt8](repeating: 0, count: 16)
        for (index, byte) in digest.utf8.enumerated() { b[index % 16] = b[index % 16] &* 31 &+ byte }
        return MailMessageID(UUID(uuid: (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15])))
    }
}
