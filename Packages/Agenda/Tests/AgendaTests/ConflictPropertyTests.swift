import Agenda
import Domain
import DomainTestSupport
import Foundation
import Testing

/// Conflict detection over random programmes (seeded, so a failure replays): every reported
/// conflict is real, and every real one is reported, against a brute-force check that walks the
/// minutes of the day instead of comparing intervals.
@Suite struct ConflictPropertyTests {
    static let rooms: [String?] = ["Hall A", "hall a", "Hall B", "Lab", nil]
    static let people = [Speaker(name: "Ada"), Speaker(name: "ada"), Speaker(name: "Bob"),
                         Speaker(name: "Cy", email: try! EmailAddress("cy@example.org")),
                         Speaker(name: "Cy", email: try! EmailAddress("other-cy@example.org")),
                         Speaker(name: "Dee", email: try! EmailAddress("dee@example.org")), Speaker(name: "dee")]
    static let origin = Date(timeIntervalSince1970: 1_792_828_800)

    struct Key: Hashable {
        let kind: AgendaConflict.Kind
        let sessions: [String]
        let subject: String?
    }

    @Test(arguments: 0..<60)
    func reportedConflictsAreExactlyTheRealOnes(seed: Int) throws {
        let (event, sessions, gap) = try Self.programme(seed: seed)
        let reported = ConflictRules.conflicts(in: sessions, event: event, minimumGapMinutes: gap)
        let reportedKeys = reported.map { Key(kind: $0.kind, sessions: $0.sessions.map(\.value).sorted(), subject: $0.subject?.lowercased()) }
        #expect(Set(reportedKeys).count == reportedKeys.count, "each conflict once (seed \(seed))")
        #expect(Set(reportedKeys) == Self.bruteForce(sessions, event: event, gap: gap), "seed \(seed)")
    }

    /// The property above proves little if the programmes never clash: they clash in every way.
    @Test func theRandomProgrammesHoldEveryKindOfConflict() throws {
        var kinds: Set<AgendaConflict.Kind> = []
        for seed in 0..<60 {
            let (event, sessions, gap) = try Self.programme(seed: seed)
            kinds.formUnion(Self.bruteForce(sessions, event: event, gap: gap).map(\.kind))
        }
        #expect(kinds == Set(AgendaConflict.Kind.allCases))
    }

    static func programme(seed: Int) throws -> (Event, [AgendaSession], Int) {
        var random = SeededRandom(seed: UInt64(seed))
        let eventID = EventID(UUID())
        let event = Event(id: eventID, handle: try Handle("conf"), title: "Conf", startsAt: Self.origin.addingTimeInterval(3600),
                          endsAt: Self.origin.addingTimeInterval(11 * 3600), timeZone: try TimeZoneID("Europe/Berlin"),
                          currency: .euro, createdAt: Self.origin, updatedAt: Self.origin)
        let gap = [0, 5, 10, 15].randomElement(using: &random)!
        var sessions: [AgendaSession] = []
        for number in 0..<Int.random(in: 2...14, using: &random) {
            // Five-minute steps over twelve hours, so touching, nested and equal intervals all happen.
            let start = Int.random(in: 0..<144, using: &random) * 5
            let length = Int.random(in: 1...18, using: &random) * 5
            var speakers: [Speaker] = []
            for person in Self.people.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random))
                where !speakers.contains(where: { SpeakerIdentity.same($0, person) }) {
                speakers.append(person)
            }
            sessions.append(AgendaSession(id: AgendaSessionID(UUID()), eventID: eventID, handle: try Handle("s\(number)"),
                                          title: "S\(number)", startsAt: Self.origin.addingTimeInterval(TimeInterval(start * 60)),
                                          endsAt: Self.origin.addingTimeInterval(TimeInterval((start + length) * 60)),
                                          room: Self.rooms.randomElement(using: &random)!, speakers: speakers,
                                          createdAt: Self.origin, updatedAt: Self.origin))
        }
        return (event, sessions, gap)
    }

    /// Minute by minute: which sessions run during each minute of the day.
    static func bruteForce(_ sessions: [AgendaSession], event: Event, gap: Int) -> Set<Key> {
        func minute(_ date: Date) -> Int { Int(date.timeIntervalSince(origin) / 60) }
        func samePerson(_ one: Speaker, _ other: Speaker) -> Bool {
            if let first = one.email, let second = other.email { return first == second }
            return one.name.lowercased() == other.name.lowercased()
        }
        var keys: Set<Key> = []
        for session in sessions where session.startsAt < event.startsAt || session.endsAt > event.endsAt {
            keys.insert(Key(kind: .outsideEvent, sessions: [session.handle.value], subject: nil))
        }
        for (index, one) in sessions.enumerated() {
            for other in sessions[(index + 1)...] {
                let pair = [one.handle.value, other.handle.value].sorted()
                let busy = Set(minute(one.startsAt)..<minute(one.endsAt))
                let together = !busy.isDisjoint(with: minute(other.startsAt)..<minute(other.endsAt))
                let shared = one.speakers.filter { speaker in other.speakers.contains { samePerson(speaker, $0) } }
                let firstOfPair = one.startsAt < other.startsAt || (one.startsAt == other.startsAt && (one.endsAt, one.handle.value) < (other.endsAt, other.handle.value)) ? one : other
                if together {
                    if let room = one.room, let otherRoom = other.room, room.lowercased() == otherRoom.lowercased() {
                        keys.insert(Key(kind: .room, sessions: pair, subject: firstOfPair.room!.lowercased()))
                    }
                    for speaker in shared {
                        let named = firstOfPair.speakers.first { samePerson($0, speaker) }!
                        keys.insert(Key(kind: .speaker, sessions: pair, subject: named.name.lowercased()))
                    }
                } else if let room = one.room, let otherRoom = other.room, room.lowercased() != otherRoom.lowercased() {
                    let (early, late) = one.endsAt <= other.startsAt ? (one, other) : (other, one)
                    let walk = minute(late.startsAt) - minute(early.endsAt)
                    guard walk < gap else { continue }
                    for speaker in shared {
                        let named = firstOfPair.speakers.first { samePerson($0, speaker) }!
                        keys.insert(Key(kind: .gap, sessions: pair, subject: named.name.lowercased()))
                    }
                }
            }
        }
        return keys
    }

    @Test func touchingSessionsDoNotOverlapButNeedTheGapBetweenRooms() throws {
        let event = Event(id: EventID(UUID()), handle: try Handle("conf"), title: "Conf", startsAt: Self.origin,
                          endsAt: Self.origin.addingTimeInterval(86_400), timeZone: try TimeZoneID("Europe/Berlin"),
                          currency: .euro, createdAt: Self.origin, updatedAt: Self.origin)
        func session(_ handle: String, _ start: Int, _ end: Int, room: String) throws -> AgendaSession {
            AgendaSession(id: AgendaSessionID(UUID()), eventID: event.id, handle: try Handle(handle), title: handle,
                          startsAt: Self.origin.addingTimeInterval(TimeInterval(start * 60)),
                          endsAt: Self.origin.addingTimeInterval(TimeInterval(end * 60)), room: room, speakers: [Speaker(name: "Ada")],
                          createdAt: Self.origin, updatedAt: Self.origin)
        }
        let sessions = [try session("one", 0, 60, room: "A"), try session("two", 60, 120, room: "A"), try session("three", 125, 180, room: "B")]
        #expect(ConflictRules.conflicts(in: sessions, event: event, minimumGapMinutes: 10)
            == [AgendaConflict(kind: .gap, sessions: [try Handle("two"), try Handle("three")], subject: "Ada", gapMinutes: 5)])
        #expect(ConflictRules.conflicts(in: sessions, event: event, minimumGapMinutes: 5).isEmpty)
    }
}
