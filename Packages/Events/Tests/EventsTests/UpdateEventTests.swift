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

    @Test func aNewTimeZoneAloneKeepsTheInstants() async throws {
        let fixture = try await Fixture.make()
        let event = try await update(fixture, UpdateEventRequest(event: "summer-gala", timeZone: "America/New_York"))
        #expect(event.timeZone.identifier == "America/New_York")
        #expect(event.startsAt == fixture.event.startsAt)
        #expect(event.endsAt == fixture.event.endsAt)
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
        #expect(error == .invalid(field: "ends", message: "the end (2026-12-12 18:00 +01:00) must be after the start (2026-12-12 19:00 +01:00); fix --ends or --starts"))
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
        #expect(error == .conflict(field: "handle", message: "'taken' is already used by another event; choose another with --handle"))
        #expect(try await update(fixture, UpdateEventRequest(event: "gala-2026", handle: "gala-2026")).handle.value == "gala-2026")
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
        #expect(error == .invalid(field: "currency", message: "the budget is 150,000 JPY; changing the currency to EUR needs the amount in EUR: pass --budget AMOUNT too (or --budget '' to clear it)"))

        let euros = try await update(fixture, UpdateEventRequest(event: "summer-gala", currency: "EUR", budget: "1000.50"))
        #expect(euros.budget == Money(minorUnits: 100_050, currency: .euro))
        #expect(try await update(fixture, UpdateEventRequest(event: "summer-gala", currency: "eur")).budget == euros.budget)
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
        (UpdateEventRequest(event: "summer-gala", timeZone: "EST"), "timezone"),
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
        (UpdateEventRequest(event: "summer-gala", venue: "Opera\u{200D}"), "venue"),
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
        #expect(error == .invalid(field: "update", message: "nothing to change; pass at least one option, like --title"))
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
