import Domain
import DomainTestSupport
import Events
import Foundation
import Testing

struct UpdateEventTests {
    func update(_ fixture: Fixture, _ request: UpdateEventRequest) async throws -> Event {
        try await UpdateEvent(fixture.dependencies).execute(request).event
    }

    @Test func changesOnlyTheFieldsGivenAndKeepsTheHandle() async throws {
        let fixture = try await Fixture.make()
        fixture.dependencies.fixedClock.advance(by: 3600)
        let event = try await update(fixture, UpdateEventRequest(event: "summer-gala", title: " Summer Gala Deluxe "))
        #expect(event.title == "Summer Gala Deluxe")
        #expect(event.handle.value == "summer-gala")
        #expect(event.updatedAt == instant("2026-06-01T13:00:00Z"))
        var expected = fixture.event
        expected.title = "Summer Gala Deluxe"
        expected.updatedAt = event.updatedAt
        #expect(event == expected)
        #expect(try await fixture.stored() == expected)
    }

    @Test func setsAndClearsOptionalFields() async throws {
        let fixture = try await Fixture.make()
        let set = try await update(fixture, UpdateEventRequest(event: "summer-gala", description: "Black tie", venue: "Opera",
                                                               capacity: "300", budget: "5000"))
        #expect(set.description == "Black tie")
        #expect(set.venue == "Opera")
        #expect(set.capacity == 300)
        #expect(set.budget == Money(minorUnits: 500_000, currency: .euro))
        let cleared = try await update(fixture, UpdateEventRequest(event: "summer-gala", description: "", venue: "", capacity: "", budget: ""))
        #expect(cleared.description == nil)
        #expect(cleared.venue == nil)
        #expect(cleared.capacity == nil)
        #expect(cleared.budget == nil)
        #expect(try await fixture.stored() == cleared)
    }

    /// 19:00 to 01:00 in Berlin stays 19:00 to 01:00 in Tokyo: organisers who change the zone
    /// are fixing where the event is, not moving it to 03:00 the next day.
    @Test func aNewTimeZoneKeepsTheWallTimes() async throws {
        let fixture = try await Fixture.make()
        let event = try await update(fixture, UpdateEventRequest(event: "summer-gala", timeZone: "Asia/Tokyo"))
        #expect(event.timeZone.identifier == "Asia/Tokyo")
        #expect(event.startsAt == instant("2026-12-12T10:00:00Z"))
        #expect(event.endsAt == instant("2026-12-12T16:00:00Z"))
        #expect(try await fixture.stored() == event)
    }

    @Test func keepInstantKeepsTheInstants() async throws {
        let fixture = try await Fixture.make()
        let event = try await update(fixture, UpdateEventRequest(event: "summer-gala", timeZone: "Asia/Tokyo", keepInstant: true))
        #expect(event.timeZone.identifier == "Asia/Tokyo")
        #expect(event.startsAt == fixture.event.startsAt)
        #expect(event.endsAt == fixture.event.endsAt)
    }

    @Test func theSameZoneAgainLeavesATimeInARepeatedHourAlone() async throws {
        let fixture = try await Fixture.make()
        let early = try await CreateEvent(fixture.dependencies).execute(
            Fixture.gala(title: "Early", starts: "2026-10-25T02:30+01:00", ends: "2026-10-25T04:00")).event
        // Not refused as a repeated wall time: the zone is its own, so there is nothing to change.
        let error = await failureLeavingStoreUnchanged(fixture.store) {
            try await update(fixture, UpdateEventRequest(event: "early", timeZone: "Europe/Berlin"))
        }
        #expect(error == .nothingToChange)
        #expect(try await fixture.stored("early") == early)
    }

    @Test func keepInstantWithoutANewZoneIsAnError() async throws {
        let fixture = try await Fixture.make()
        let error = await failureLeavingStoreUnchanged(fixture.store) {
            try await update(fixture, UpdateEventRequest(event: "summer-gala", title: "Gala", keepInstant: true))
        }
        #expect(error == .invalid(field: "keep-instant", message: "only applies when the time zone changes; give a new time zone, or leave it out"))
    }

    @Test func aNewStartAloneIsReadInTheNewZoneAndTheEndKeepsItsWallTime() async throws {
        let fixture = try await Fixture.make()
        let event = try await update(fixture, UpdateEventRequest(event: "summer-gala", starts: "2026-12-12T20:00", timeZone: "America/New_York"))
        #expect(event.startsAt == instant("2026-12-13T01:00:00Z"))
        #expect(event.endsAt == instant("2026-12-13T06:00:00Z"))
    }

    /// 02:30 on 2026-03-08 exists in Berlin but not in New York (clocks jump from 02:00 to 03:00);
    /// 01:30 on 2026-11-01 happens twice there.
    @Test(arguments: [
        ("2026-03-08T02:30", "2026-03-08T04:00", "starts", "the start time 2026-03-08T02:30 does not exist in America/New_York (the clocks jump over it); give the start time you mean in the new zone, or keep the instants instead"),
        ("2026-03-08T01:00", "2026-03-08T02:15", "ends", "the end time 2026-03-08T02:15 does not exist in America/New_York (the clocks jump over it); give the end time you mean in the new zone, or keep the instants instead"),
        ("2026-11-01T01:30", "2026-11-01T04:00", "starts", "the start time 2026-11-01T01:30 happens more than once in America/New_York (the clocks go back: 2026-11-01T01:30-04:00 or 2026-11-01T01:30-05:00); give the start time you mean in the new zone, or keep the instants instead"),
    ])
    func aWallTimeTheNewZoneSkipsOrRepeatsIsAnError(starts: String, ends: String, field: String, message: String) async throws {
        let fixture = try await Fixture.make()
        _ = try await CreateEvent(fixture.dependencies).execute(Fixture.gala(title: "Early", starts: starts, ends: ends))
        let error = await failureLeavingStoreUnchanged(fixture.store) {
            try await update(fixture, UpdateEventRequest(event: "early", timeZone: "America/New_York"))
        }
        #expect(error == .invalid(field: field, message: ErrorText(message)))
        let kept = try await update(fixture, UpdateEventRequest(event: "early", timeZone: "America/New_York", keepInstant: true))
        #expect(kept.timeZone.identifier == "America/New_York")
    }

    @Test func newTimesAreReadInTheNewZone() async throws {
        let fixture = try await Fixture.make()
        let event = try await update(fixture, UpdateEventRequest(event: "summer-gala", starts: "2026-12-12T18:00", ends: "2026-12-12T22:00",
                                                                 timeZone: "America/New_York"))
        #expect(event.startsAt == instant("2026-12-12T23:00:00Z"))
        #expect(event.endsAt == instant("2026-12-13T03:00:00Z"))
    }

    @Test func oneNewTimeIsCheckedAgainstTheOther() async throws {
        let fixture = try await Fixture.make()
        let error = await failureLeavingStoreUnchanged(fixture.store) {
            try await update(fixture, UpdateEventRequest(event: "summer-gala", ends: "2026-12-12T18:00"))
        }
        #expect(error == .invalid(field: "ends", message: "the end (2026-12-12 18:00 +01:00) must be after the start (2026-12-12 19:00 +01:00); fix the end or the start"))
        let moved = try await update(fixture, UpdateEventRequest(event: "summer-gala", starts: "2026-12-12T23:00"))
        #expect(moved.startsAt == instant("2026-12-12T22:00:00Z"))
    }

    @Test func changesTheHandleWhenFree() async throws {
        let fixture = try await Fixture.make()
        _ = try await CreateEvent(fixture.dependencies).execute(Fixture.gala(title: "Taken"))
        let event = try await update(fixture, UpdateEventRequest(event: "summer-gala", handle: "gala-2026"))
        #expect(event.handle.value == "gala-2026")
        #expect(try await fixture.stored("summer-gala") == nil)
        #expect(try await fixture.stored("gala-2026")?.id == fixture.event.id)

        let error = await failureLeavingStoreUnchanged(fixture.store) {
            try await update(fixture, UpdateEventRequest(event: "gala-2026", handle: "taken"))
        }
        #expect(error == .conflict(field: "handle", message: "'taken' is already used by another event; choose another handle"))
        // Its own handle again is no conflict, and no change.
        let same = await failureLeavingStoreUnchanged(fixture.store) {
            try await update(fixture, UpdateEventRequest(event: "gala-2026", handle: "gala-2026"))
        }
        #expect(same == .nothingToChange)
    }

    @Test func aNewCurrencyNeedsANewBudget() async throws {
        let fixture = try await Fixture.make()
        let yen = try Currency(code: "JPY")
        let noBudget = try await update(fixture, UpdateEventRequest(event: "summer-gala", currency: "jpy"))
        #expect(noBudget.currency == yen)
        let withBudget = try await update(fixture, UpdateEventRequest(event: "summer-gala", budget: "150000"))
        #expect(withBudget.budget == Money(minorUnits: 150_000, currency: yen))

        let error = await failureLeavingStoreUnchanged(fixture.store) {
            try await update(fixture, UpdateEventRequest(event: "summer-gala", currency: "EUR"))
        }
        #expect(error == .invalid(field: "currency", message: "the budget is 150,000 JPY; changing the currency to EUR needs the amount in EUR: give the budget in EUR too, or clear it"))

        let euros = try await update(fixture, UpdateEventRequest(event: "summer-gala", currency: "EUR", budget: "1000.50"))
        #expect(euros.budget == Money(minorUnits: 100_050, currency: .euro))
        let same = await failureLeavingStoreUnchanged(fixture.store) {
            try await update(fixture, UpdateEventRequest(event: "summer-gala", currency: "eur"))
        }
        #expect(same == .nothingToChange, "the same currency, in any case, is no change and needs no new budget")
        let cleared = try await update(fixture, UpdateEventRequest(event: "summer-gala", currency: "USD", budget: ""))
        #expect(cleared.currency == .usDollar)
        #expect(cleared.budget == nil)
    }

    @Test func aBudgetInTheNewCurrencyFollowsItsDigits() async throws {
        let fixture = try await Fixture.make()
        let error = await failureLeavingStoreUnchanged(fixture.store) {
            try await update(fixture, UpdateEventRequest(event: "summer-gala", currency: "JPY", budget: "10.50"))
        }
        #expect(field(of: error) == "budget")
        #expect(error?.message.contains("more decimals than JPY allows") == true)
    }

    static let invalidUpdates: [(UpdateEventRequest, String)] = [
        (UpdateEventRequest(event: "summer-gala", title: ""), "title"),
        (UpdateEventRequest(event: "summer-gala", title: String(repeating: "t", count: 10_000)), "title"),
        (UpdateEventRequest(event: "summer-gala", title: "bad\u{1B}title"), "title"),
        (UpdateEventRequest(event: "summer-gala", handle: ""), "handle"),
        (UpdateEventRequest(event: "summer-gala", handle: "Not Valid"), "handle"),
        (UpdateEventRequest(event: "summer-gala", timeZone: "PST"), "timezone"),
        (UpdateEventRequest(event: "summer-gala", starts: "2026-02-30T10:00"), "starts"),
        (UpdateEventRequest(event: "summer-gala", starts: "12/12/2026"), "starts"),
        (UpdateEventRequest(event: "summer-gala", ends: "2026-03-29T02:30"), "ends"),
        (UpdateEventRequest(event: "summer-gala", capacity: "-5"), "capacity"),
        (UpdateEventRequest(event: "summer-gala", capacity: "0"), "capacity"),
        (UpdateEventRequest(event: "summer-gala", capacity: "abc"), "capacity"),
        (UpdateEventRequest(event: "summer-gala", currency: "EURO"), "currency"),
        (UpdateEventRequest(event: "summer-gala", budget: "12.345"), "budget"),
        (UpdateEventRequest(event: "summer-gala", budget: "12,50"), "budget"),
        (UpdateEventRequest(event: "summer-gala", budget: "-1"), "budget"),
        (UpdateEventRequest(event: "summer-gala", venue: String(repeating: "v", count: 201)), "venue"),
        (UpdateEventRequest(event: "summer-gala", description: String(repeating: "d", count: 5001)), "description"),
        // Only the exact empty text clears a field; blank text is a mistake.
        (UpdateEventRequest(event: "summer-gala", budget: " "), "budget"),
        (UpdateEventRequest(event: "summer-gala", capacity: " "), "capacity"),
        (UpdateEventRequest(event: "summer-gala", venue: " "), "venue"),
        (UpdateEventRequest(event: "summer-gala", description: "\t"), "description"),
        (UpdateEventRequest(event: "summer-gala", title: "Gala\u{202E}"), "title"),
        (UpdateEventRequest(event: "summer-gala", venue: "Opera\u{200E}"), "venue"),
        // A valid field does not get through when another one is wrong.
        (UpdateEventRequest(event: "summer-gala", title: "Fine Title", capacity: "1.5"), "capacity"),
    ]

    @Test(arguments: invalidUpdates)
    func appliesTheCreateRulesToEachField(request: UpdateEventRequest, field expected: String) async throws {
        let fixture = try await Fixture.make()
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await update(fixture, request) }
        #expect(field(of: error) == expected)
    }

    @Test func nothingToChangeIsAnError() async throws {
        let fixture = try await Fixture.make()
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await update(fixture, UpdateEventRequest(event: "summer-gala")) }
        #expect(error == .nothingToChange)
    }

    @Test func aPublishedEventCanStillBeEdited() async throws {
        let fixture = try await Fixture.make()
        try await fixture.setStatus(.published)
        #expect(try await update(fixture, UpdateEventRequest(event: "summer-gala", venue: "Park")).venue == "Park")
    }

    @Test(arguments: [EventStatus.completed, .cancelled])
    func finishedEventsCannotBeEdited(status: EventStatus) async throws {
        let fixture = try await Fixture.make()
        try await fixture.setStatus(status)
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await update(fixture, UpdateEventRequest(event: "summer-gala", title: "Again")) }
        #expect(error == .invalid(field: "event", message: "'summer-gala' is \(status); completed and cancelled events cannot be edited"))
    }

    @Test func aFailedWriteChangesNothing() async throws {
        let fixture = try await Fixture.make()
        await fixture.store.failNextWrite(with: .storeUnavailable("disk full"))
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await update(fixture, UpdateEventRequest(event: "summer-gala", title: "X")) }
        #expect(error == .storeUnavailable("disk full"))
    }
}
