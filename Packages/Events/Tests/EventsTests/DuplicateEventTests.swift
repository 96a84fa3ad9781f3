import Domain
import DomainTestSupport
import Events
import Foundation
import Testing

/// `events duplicate`: a new draft from an existing event, its plan moved with its start, none of
/// what happened at it.
struct DuplicateEventTests {
    /// The gala (2026-12-12 19:00 Berlin, winter time) with a question, a pool and a type on sale
    /// before it, a budget line, a session at 20:00 and a guest.
    static func planned() async throws -> Fixture {
        let fixture = try await Fixture.make()
        let store = fixture.store
        let gala = fixture.event.id
        let now = instant("2026-06-01T12:00:00Z")
        let guestID: GuestID = fixture.dependencies.ids.make()
        try await store.changeQuestions(event: gala) { _, questions, guests throws(DomainError) in
            questions.append(GuestQuestion(eventID: gala, key: try Handle("meal"), kind: .choice, choices: ["fish", "veg"],
                                           prompt: "Your meal?", createdAt: now))
            guests.append(Guest(id: guestID, eventID: gala, handle: try Handle("bo"), name: "Bo",
                                answers: [try Handle("meal"): "veg"], statusChangedAt: now, createdAt: now, updatedAt: now))
        }
        let typeID: TicketTypeID = fixture.dependencies.ids.make()
        try await store.changeCatalog(event: gala) { _, catalog, _ throws(DomainError) in
            catalog.pools.append(TicketPool(eventID: gala, handle: try Handle("hall"), quota: 100))
            catalog.types.append(TicketType(id: typeID, eventID: gala, number: 1, handle: try Handle("regular"), name: "Regular",
                                            price: Money(minorUnits: 4500, currency: .euro), quota: 80, pool: try Handle("hall"),
                                            salesOpen: instant("2026-11-01T09:00:00Z"), salesClose: instant("2026-12-12T17:00:00Z"),
                                            maxPerIssue: 4, createdAt: now, updatedAt: now))
        }
        try await store.changeExpenses(event: gala) { _, lines, _ throws(DomainError) in
            lines.append(BudgetLine(eventID: gala, category: try Handle("catering"), amount: Money(minorUnits: 120_000, currency: .euro),
                                    updatedAt: now))
        }
        let sessionID: AgendaSessionID = fixture.dependencies.ids.make()
        try await store.changeAgenda(event: gala) { _, sessions throws(DomainError) in
            sessions.append(AgendaSession(id: sessionID, eventID: gala, handle: try Handle("toast"), title: "Toast",
                                          startsAt: instant("2026-12-12T19:00:00Z"), endsAt: instant("2026-12-12T19:30:00Z"),
                                          room: "Hall", speakers: [Speaker(name: "Ada")], createdAt: now, updatedAt: now))
        }
        return fixture
    }

    @Test func theCopyTakesThePlanMovedByWallClockTimeAndNoGuests() async throws {
        let fixture = try await Self.planned()
        let sourceBefore = try #require(await fixture.stored())
        // Summer time: 19:00 in Berlin is 17:00 UTC, where the source's 19:00 was 18:00 UTC.
        let response = try await DuplicateEvent(fixture.dependencies).execute(
            DuplicateEventRequest(event: "summer-gala", starts: "2027-07-10T19:00"))
        let copy = response.created.event
        #expect(copy.handle == (try Handle("summer-gala-2")))
        #expect(copy.title == "Summer Gala")
        #expect(copy.status == .draft)
        #expect(copy.startsAt == instant("2027-07-10T17:00:00Z"))
        #expect(copy.endsAt == instant("2027-07-10T23:00:00Z"))
        #expect(copy.timeZone == sourceBefore.timeZone)
        #expect(response.source == sourceBefore.handle)
        #expect(response.copied == .init(EventContent(questions: [try #require(await fixture.store.questions(of: sourceBefore.id).first)],
                                                      catalog: await fixture.store.catalog(of: sourceBefore.id),
                                                      budget: await fixture.store.budget(of: sourceBefore.id),
                                                      sessions: await fixture.store.agendaSessions(of: sourceBefore.id))))
        #expect(try await fixture.role(of: fixture.ada, in: "summer-gala-2") == .owner)
        #expect(try await fixture.role(of: fixture.otto, in: "summer-gala-2") == nil)

        let store = fixture.store
        #expect(await store.questions(of: copy.id).map(\.key.value) == ["meal"])
        #expect(await store.questions(of: copy.id).first?.choices == ["fish", "veg"])
        let catalog = await store.catalog(of: copy.id)
        #expect(catalog.pools.map(\.quota) == [100])
        let type = try #require(catalog.types.first)
        #expect(type.handle.value == "regular" && type.quota == 80 && type.pool?.value == "hall" && type.maxPerIssue == 4)
        #expect(type.price == Money(minorUnits: 4500, currency: .euro))
        // 10:00 and 18:00 in Berlin, in winter; the same wall times in summer.
        #expect(type.salesOpen == instant("2027-05-30T08:00:00Z"))
        #expect(type.salesClose == instant("2027-07-10T16:00:00Z"))
        #expect(await store.budget(of: copy.id).map(\.amount) == [Money(minorUnits: 120_000, currency: .euro)])
        let session = try #require(await store.agendaSessions(of: copy.id).first)
        #expect(session.startsAt == instant("2027-07-10T18:00:00Z"))
        #expect(session.endsAt == instant("2027-07-10T18:30:00Z"))
        #expect(session.room == "Hall" && session.speakers.map(\.name) == ["Ada"])
        #expect(await store.guests(of: copy.id).isEmpty)

        #expect(try await fixture.stored() == sourceBefore)
        #expect(await store.guests(of: sourceBefore.id).count == 1)
        #expect(await store.agendaSessions(of: sourceBefore.id).first?.startsAt == instant("2026-12-12T19:00:00Z"))
    }

    @Test func aNewTitleNamesTheHandleAndAGivenHandleIsKept() async throws {
        let fixture = try await Fixture.make()
        let titled = try await DuplicateEvent(fixture.dependencies).execute(
            DuplicateEventRequest(event: "summer-gala", starts: "2027-12-11T19:00", title: "Winter Gala"))
        #expect(titled.created.event.handle.value == "winter-gala")
        #expect(titled.created.event.title == "Winter Gala")
        let handled = try await DuplicateEvent(fixture.dependencies).execute(
            DuplicateEventRequest(event: "summer-gala", starts: "2028-12-11T19:00", handle: "gala-2028"))
        #expect(handled.created.event.handle.value == "gala-2028")
    }

    @Test func aTakenHandleIsRefusedAndNothingIsStored() async throws {
        let fixture = try await Self.planned()
        let error = await failureLeavingStoreUnchanged(fixture.store) {
            try await DuplicateEvent(fixture.dependencies).execute(
                DuplicateEventRequest(event: "summer-gala", starts: "2027-07-10T19:00", handle: "summer-gala"))
        }
        #expect(error == .handleTaken(try Handle("summer-gala")))
    }

    @Test func aFailedWriteLeavesNothingHalfMade() async throws {
        let fixture = try await Self.planned()
        await fixture.store.failNextWrite(with: .storeUnavailable("disk full"))
        let error = await failureLeavingStoreUnchanged(fixture.store) {
            try await DuplicateEvent(fixture.dependencies).execute(DuplicateEventRequest(event: "summer-gala", starts: "2027-07-10T19:00"))
        }
        #expect(error == .storeUnavailable("disk full"))
    }

    @Test func aBadStartIsRefusedBesideItsField() async throws {
        let fixture = try await Fixture.make()
        let error = await failureLeavingStoreUnchanged(fixture.store) {
            try await DuplicateEvent(fixture.dependencies).execute(DuplicateEventRequest(event: "summer-gala", starts: "next week"))
        }
        #expect(field(of: error) == "starts")
    }

    @Test func staffAreRefusedAndStrangersSeeNoSuchEvent() async throws {
        let fixture = try await Self.planned()
        fixture.signIn(fixture.stan)
        let staff = await failureLeavingStoreUnchanged(fixture.store) {
            try await DuplicateEvent(fixture.dependencies).execute(DuplicateEventRequest(event: "summer-gala", starts: "2027-07-10T19:00"))
        }
        #expect(staff == .forbidden("staff cannot duplicate this event; ask the event's owner or an organizer"))
        fixture.signIn(fixture.nora)
        let stranger = await failureLeavingStoreUnchanged(fixture.store) {
            try await DuplicateEvent(fixture.dependencies).execute(DuplicateEventRequest(event: "summer-gala", starts: "2027-07-10T19:00"))
        }
        guard case .notFound(field: "event", _, _) = stranger else {
            Issue.record("a stranger was told \(String(describing: stranger))")
            return
        }
    }

    @Test func anOrganizerMayDuplicateAndOwnsTheCopy() async throws {
        let fixture = try await Fixture.make()
        fixture.signIn(fixture.otto)
        let response = try await DuplicateEvent(fixture.dependencies).execute(
            DuplicateEventRequest(event: "summer-gala", starts: "2027-07-10T19:00"))
        #expect(response.created.role == .owner)
        #expect(try await fixture.role(of: fixture.otto, in: response.created.event.handle.value) == .owner)
        #expect(try await fixture.role(of: fixture.ada, in: response.created.event.handle.value) == nil)
    }
}
