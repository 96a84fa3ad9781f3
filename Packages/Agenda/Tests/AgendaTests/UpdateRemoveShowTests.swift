import Agenda
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct UpdateRemoveShowTests {
    @Test func updateChangesWhatIsGivenKeepsTheHandleAndMovesWithTheLength() async throws {
        let fixture = try await Fixture()
        let added = try await fixture.add("Keynote", "10:00", "11:00", room: "Hall A", track: "Main", speakers: ["Ada"])
        fixture.dependencies.fixedClock.advance(by: 60)
        let moved = try await UpdateSession(fixture.dependencies).execute(UpdateSessionRequest(
            event: "conf", session: "KEYNOTE", title: "Big keynote", starts: "14:30", room: "", speakers: ["Grace <grace@example.org>"],
            capacity: "80"))
        var expected = added.session
        expected.title = "Big keynote"
        expected.startsAt = try Fixture.instant("2026-10-24T12:30Z")
        expected.endsAt = try Fixture.instant("2026-10-24T13:30Z")
        expected.room = nil
        expected.speakers = [Speaker(name: "Grace", email: try EmailAddress("grace@example.org"))]
        expected.capacity = 80
        expected.updatedAt = fixture.dependencies.fixedClock.now()
        #expect(moved.session == expected)
        #expect(await fixture.sessions() == [expected])
        let ended = try await UpdateSession(fixture.dependencies).execute(UpdateSessionRequest(
            event: "conf", session: "keynote", ends: "15:00", track: "", speakers: [""], capacity: ""))
        #expect(ended.session.startsAt == expected.startsAt)
        #expect(ended.session.endsAt == (try Fixture.instant("2026-10-24T13:00Z")))
        #expect(ended.session.track == nil && ended.session.speakers.isEmpty && ended.session.capacity == nil)
        let nextDay = try await UpdateSession(fixture.dependencies).execute(UpdateSessionRequest(
            event: "conf", session: "keynote", starts: "09:00", ends: "10:00", day: 2))
        #expect(nextDay.session.startsAt == (try Fixture.instant("2026-10-25T08:00Z")))
        let back = try await UpdateSession(fixture.dependencies).execute(UpdateSessionRequest(event: "conf", session: "keynote", day: 1))
        #expect(back.session.startsAt == (try Fixture.instant("2026-10-24T07:00Z")), "a day alone keeps the clock time: 09:00")
        #expect(back.session.endsAt == (try Fixture.instant("2026-10-24T08:00Z")), "and the length")
    }

    @Test func updateWarnsOrRefusesWhenStrict() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Keynote", "10:00", "11:00", room: "Hall A")
        try await fixture.add("Panel", "12:00", "13:00", room: "Hall A")
        let before = await fixture.store.snapshot()
        await #expect(throws: DomainError.invalid(field: "strict", message: "the session would conflict: room 'Hall A': 'keynote' and 'panel' overlap; change it, or go without \(field: "strict") to keep it with warnings")) {
            try await UpdateSession(fixture.dependencies).execute(UpdateSessionRequest(event: "conf", session: "panel", starts: "10:30", strict: true))
        }
        #expect(await fixture.store.snapshot() == before)
        let warned = try await UpdateSession(fixture.dependencies).execute(UpdateSessionRequest(event: "conf", session: "panel", starts: "10:30"))
        #expect(warned.conflicts.map(\.kind) == [.room])
    }

    @Test func badUpdatesAreRefusedAndStoreNothing() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Keynote", "10:00", "11:00")
        let before = await fixture.store.snapshot()
        let cases: [(UpdateSessionRequest, DomainError)] = [
            (UpdateSessionRequest(event: "conf", session: "nope", title: "X"),
             .notFound(field: "session", message: "no session 'nope' in the programme of 'conf'", next: .listSessions(event: try Handle("conf")))),
            (UpdateSessionRequest(event: "conf", session: "keynote", title: ""),
             .invalid(field: "title", message: "is blank; give the session a title, like \"Opening keynote\"")),
            (UpdateSessionRequest(event: "conf", session: "keynote", ends: "2026-10-24T09:00"), .agendaSessionEndsBeforeStart),
            (UpdateSessionRequest(event: "conf", session: "keynote", capacity: "lots"),
             .invalid(field: "capacity", message: "'lots' is not a number of seats; give a whole number from 1 to 100000")),
            (UpdateSessionRequest(event: "conf", session: "keynote", ends: "2026-10-25T12:00", day: 2),
             .invalid(field: "day", message: "is only read with a time of day like 19:30; give the times that way, or leave the day out")),
        ]
        for (request, error) in cases {
            await #expect(throws: error) { try await UpdateSession(fixture.dependencies).execute(request) }
        }
        #expect(await fixture.store.snapshot() == before)
    }

    @Test func showGivesTheSessionAndItsConflictsRemoveTakesItOut() async throws {
        let fixture = try await Fixture()
        let keynote = try await fixture.add("Keynote", "10:00", "11:00", speakers: ["Ada"]).session
        try await fixture.add("Panel", "10:30", "11:30", speakers: ["ADA"])
        let shown = try await ShowSession(fixture.dependencies).execute(SessionReference(event: "conf", session: "keynote"))
        #expect(shown.session == keynote)
        #expect(shown.conflicts == [AgendaConflict(kind: .speaker, sessions: [try Handle("keynote"), try Handle("panel")], subject: "Ada")])
        let removed = try await RemoveSession(fixture.dependencies).execute(SessionReference(event: "conf", session: "keynote"))
        #expect(removed.session == keynote)
        #expect(await fixture.sessions().map(\.handle.value) == ["panel"])
        await #expect(throws: DomainError.notFound(field: "session", message: "no session 'keynote' in the programme of 'conf'", next: .listSessions(event: try Handle("conf")))) {
            try await RemoveSession(fixture.dependencies).execute(SessionReference(event: "conf", session: "keynote"))
        }
    }
}
