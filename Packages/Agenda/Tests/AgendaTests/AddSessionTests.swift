import Agenda
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct AddSessionTests {
    @Test func aTimeOfDayIsReadOnTheDayOfTheEventInItsZone() async throws {
        let fixture = try await Fixture()
        let response = try await fixture.add("Opening Keynote", day: 1, "9:30", "10:15", room: "Hall A", track: "Main",
                                             speakers: ["Ada Lovelace <Ada@Example.org>", "Grace Hopper"])
        let session = response.session
        #expect(session.handle.value == "opening-keynote")
        #expect(session.startsAt == (try Fixture.instant("2026-10-24T07:30Z")))
        #expect(session.endsAt == (try Fixture.instant("2026-10-24T08:15Z")))
        #expect(session.speakers == [Speaker(name: "Ada Lovelace", email: try EmailAddress("ada@example.org")), Speaker(name: "Grace Hopper")])
        #expect(response.conflicts.isEmpty)
        #expect(await fixture.sessions() == [session])
        let second = try await fixture.add("Lunch", day: 2, "12:00", "13:00")
        #expect(second.session.startsAt == (try Fixture.instant("2026-10-25T11:00Z")), "day 2 is after the clocks went back: +01:00")
    }

    @Test func isoDateTimesAndOffsetsAreHonoured() async throws {
        let fixture = try await Fixture()
        let session = try await fixture.add("Talk", day: nil, "2026-10-24T14:00", "2026-10-24T15:00+01:00").session
        #expect(session.startsAt == (try Fixture.instant("2026-10-24T12:00Z")))
        #expect(session.endsAt == (try Fixture.instant("2026-10-24T14:00Z")))
    }

    @Test func anEndAtOrBeforeTheStartIsOnTheNextDay() async throws {
        let fixture = try await Fixture()
        let session = try await fixture.add("Party", day: 1, "23:00", "01:30").session
        #expect(session.startsAt == (try Fixture.instant("2026-10-24T21:00Z")))
        #expect(session.endsAt == (try Fixture.instant("2026-10-24T23:30Z")))
    }

    @Test func theNightTheClocksGoBackARepeatedTimeNeedsItsOffset() async throws {
        let fixture = try await Fixture()
        await #expect(throws: DomainError.invalid(field: "starts", message: "'2026-10-25 02:30' happens twice in Europe/Berlin (the clocks go back); add the offset of the one you mean: 2026-10-25T02:30+02:00 or 2026-10-25T02:30+01:00 (in the order they happen)")) {
            try await fixture.add("Night owls", day: 2, "02:30", "04:00")
        }
        #expect(await fixture.sessions().isEmpty)
        let first = try await fixture.add("Night owls", day: 2, "02:30+02:00", "02:30+01:00").session
        #expect(first.startsAt == (try Fixture.instant("2026-10-25T00:30Z")))
        #expect(first.endsAt == (try Fixture.instant("2026-10-25T01:30Z")), "two real hours across the change")
        await #expect(throws: DomainError.invalid(field: "starts", message: "'2026-03-29T02:30' does not exist in Europe/Berlin (the clocks jump over it); pick another time")) {
            try await fixture.add("Spring", day: nil, "2026-03-29T02:30", "2026-03-29T04:00")
        }
    }

    @Test func conflictsComeWithTheSessionOrRefuseItWhenStrict() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Keynote", "10:00", "11:00", room: "Hall A", speakers: ["Ada"])
        let clash = try await fixture.add("Panel", "10:30", "11:30", room: "hall a ", speakers: ["ada"])
        #expect(clash.conflicts.map(\.kind) == [.room, .speaker])
        #expect(clash.conflicts[0].explanation(minimumGapMinutes: 10) == "room 'Hall A': 'keynote' and 'panel' overlap")
        let before = await fixture.store.snapshot()
        await #expect(throws: DomainError.invalid(field: "strict", message: "the session would conflict: speaker Ada: 5 min between 'keynote' and 'workshop' in different rooms (at least 10 needed) (and 1 more); change it, or go without \(field: "strict") to keep it with warnings")) {
            try await fixture.add("Workshop", "11:05", "12:00", room: "Hall B", speakers: ["Ada"], strict: true)
        }
        #expect(await fixture.store.snapshot() == before)
        let fine = try await fixture.add("Workshop", "11:40", "12:00", room: "Hall B", speakers: ["Ada"], strict: true)
        #expect(fine.conflicts.isEmpty)
        let outside = try await fixture.add("Early", "07:00", "08:00")
        #expect(outside.conflicts == [AgendaConflict(kind: .outsideEvent, sessions: [outside.session.handle])])
    }

    @Test func aTitleTakenGetsANumberedHandle() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Break", "10:00", "10:30")
        #expect(try await fixture.add("Break", "15:00", "15:30").session.handle.value == "break-2")
    }

    @Test(arguments: [
        (AddSessionRequest(event: "conf", title: " ", starts: "10:00", ends: "11:00", day: 1),
         DomainError.invalid(field: "title", message: "is blank; give the session a title, like \"Opening keynote\"")),
        (AddSessionRequest(event: "conf", title: "T", starts: "10:00", ends: "11:00"),
         DomainError.invalid(field: "starts", message: "'10:00' is a time of day; give the day of the event too (day 1 is 2026-10-24), or a date-time like 2026-10-24T10:00")),
        (AddSessionRequest(event: "conf", title: "T", starts: "10:00", ends: "11:00", day: 0),
         DomainError.invalid(field: "day", message: "0 is not a day of the event; day 1 is 2026-10-24, the day it starts in Europe/Berlin")),
        (AddSessionRequest(event: "conf", title: "T", starts: "2026-10-24T10:00", ends: "2026-10-24T11:00", day: 1),
         DomainError.invalid(field: "day", message: "is only read with a time of day like 19:30; give the times that way, or leave the day out")),
        (AddSessionRequest(event: "conf", title: "T", starts: "ten", ends: "11:00", day: 1),
         DomainError.invalid(field: "starts", message: "'ten' is not a date-time; write it like 2026-12-12T19:00 (read in Europe/Berlin) or 2026-12-12T19:00+01:00")),
        (AddSessionRequest(event: "conf", title: "T", starts: "2026-10-24T10:00", ends: "2026-10-24T10:00"),
         DomainError.agendaSessionEndsBeforeStart),
        (AddSessionRequest(event: "conf", title: "T", starts: "10:00", ends: "11:00", day: 1, room: ""),
         DomainError.invalid(field: "room", message: "is blank; give a name, or leave it out")),
        (AddSessionRequest(event: "conf", title: "T", starts: "10:00", ends: "11:00", day: 1, speakers: ["Ada <ada@>"]),
         DomainError.invalid(field: "speaker", message: "'ada@' is not an email address; write one like ada@example.org")),
        (AddSessionRequest(event: "conf", title: "T", starts: "10:00", ends: "11:00", day: 1, speakers: ["<ada@example.org>"]),
         DomainError.invalid(field: "speaker", message: "'<ada@example.org>' is not a speaker; write a name, or a name and an email like \"Ada Lovelace <ada@example.org>\"")),
        (AddSessionRequest(event: "conf", title: "T", starts: "10:00", ends: "11:00", day: 1, speakers: ["Ada", "ADA"]),
         DomainError.invalid(field: "speaker", message: "'ADA' is given twice; name each speaker once")),
        (AddSessionRequest(event: "conf", title: "T", starts: "10:00", ends: "11:00", day: 1, capacity: "0"),
         DomainError.invalid(field: "capacity", message: "'0' is not a number of seats; give a whole number from 1 to 100000")),
        (AddSessionRequest(event: "conf", title: "T", starts: "10:00", ends: "11:00", day: 1, minimumGapMinutes: -1),
         DomainError.invalid(field: "min-gap", message: "-1 is not a number of minutes between sessions; give 0 to 1440")),
        (AddSessionRequest(event: "conf", title: "T\u{1B}[2J", starts: "10:00", ends: "11:00", day: 1),
         DomainError.invalid(field: "title", message: "contains a control character; write it on one line without tabs")),
    ])
    func badInputIsRefusedAndStoresNothing(_ request: AddSessionRequest, _ error: DomainError) async throws {
        let fixture = try await Fixture()
        let before = await fixture.store.snapshot()
        await #expect(throws: error) { try await AddSession(fixture.dependencies).execute(request) }
        #expect(await fixture.store.snapshot() == before)
    }

    @Test func aFailedWriteLeavesTheProgrammeAsItWas() async throws {
        let fixture = try await Fixture()
        await fixture.store.failNextWrite(with: .storeBusy)
        await #expect(throws: DomainError.storeBusy) { try await fixture.add("Talk", "10:00", "11:00") }
        #expect(await fixture.sessions().isEmpty)
    }
}
