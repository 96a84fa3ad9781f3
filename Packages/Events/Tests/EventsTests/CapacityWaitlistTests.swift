import Domain
import DomainTestSupport
import Events
import Foundation
import Testing

/// A new capacity serves the waitlist in the same write, first come, first served.
struct CapacityWaitlistTests {
    /// Capacity 5: Aa (3 heads) accepted, then Bb (2) and Cc (7) waiting in that order.
    func seated(_ fixture: Fixture) async throws -> Event {
        let event = try await UpdateEvent(fixture.dependencies).execute(UpdateEventRequest(event: "summer-gala", capacity: "5")).event
        let now = fixture.dependencies.fixedClock.now()
        func guest(_ name: String, others: Int, _ status: RSVPStatus, joined seconds: TimeInterval) throws -> Guest {
            let at = now.addingTimeInterval(seconds)
            return Guest(id: fixture.dependencies.ids.make(), eventID: event.id, handle: try Handle(name.lowercased()), name: name,
                         others: others, status: status, statusChangedAt: at, createdAt: at, updatedAt: at)
        }
        let list = [try guest("Aa", others: 2, .accepted, joined: 1), try guest("Bb", others: 1, .waitlisted, joined: 2),
                    try guest("Cc", others: 6, .waitlisted, joined: 3)]
        try await fixture.dependencies.store.change(event: event.id) { _, guests in guests = list }
        fixture.dependencies.fixedClock.advance(by: 60)
        return event
    }

    func statuses(_ fixture: Fixture, _ event: Event) async throws -> [String: RSVPStatus] {
        Dictionary(uniqueKeysWithValues: try await fixture.dependencies.store.guests(of: event.id).map { ($0.handle.value, $0.status) })
    }

    @Test func aRaisedCapacityPromotesInOrderAndStopsAtTheFirstThatDoesNotFit() async throws {
        let fixture = try await Fixture.make()
        let event = try await seated(fixture)
        let response = try await UpdateEvent(fixture.dependencies).execute(UpdateEventRequest(event: "summer-gala", capacity: "9"))
        #expect(response.promoted.map(\.handle.value) == ["bb"])
        #expect(try await statuses(fixture, event) == ["aa": .accepted, "bb": .accepted, "cc": .waitlisted])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try String(decoding: encoder.encode(EventUpdateJSON(response)), as: UTF8.self)
        #expect(json.contains(#""promoted":[{"email":null,"handle":"bb","heads":2,"name":"Bb"}]"#), "\(json)")
    }

    @Test func removingTheCapacityLetsEveryoneIn() async throws {
        let fixture = try await Fixture.make()
        let event = try await seated(fixture)
        let response = try await UpdateEvent(fixture.dependencies).execute(UpdateEventRequest(event: "summer-gala", capacity: ""))
        #expect(response.promoted.map(\.handle.value) == ["bb", "cc"])
        #expect(try await statuses(fixture, event).values.allSatisfy { $0 == .accepted })
    }

    @Test func aRefusedUpdatePromotesNoOne() async throws {
        let fixture = try await Fixture.make()
        let event = try await seated(fixture)
        let before = await fixture.dependencies.store.snapshot()
        let error = await failure { try await UpdateEvent(fixture.dependencies).execute(UpdateEventRequest(event: "summer-gala", ends: "2020-01-01", capacity: "9")) }
        #expect(error != nil)
        #expect(await fixture.dependencies.store.snapshot() == before)
        #expect(try await statuses(fixture, event)["bb"] == .waitlisted)
    }
}
