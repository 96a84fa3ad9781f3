import Domain
import DomainTestSupport
import Events
import Foundation
import Testing

/// A raised capacity promotes from the waitlist in the same write as its news: each promoted
/// guest with an address is owed exactly one `promotion` message, one without none.
struct CapacityPromotionMailTests {
    /// Capacity 2, full with Aa (2 heads); waiting in this order Bb (an address), Cc (none),
    /// Dd (an address, 5 heads: never fits below).
    func seated(_ fixture: Fixture) async throws -> Event {
        let event = try await UpdateEvent(fixture.dependencies).execute(UpdateEventRequest(event: "summer-gala", capacity: "2")).event
        let now = fixture.dependencies.fixedClock.now()
        func guest(_ name: String, others: Int, email: String?, _ status: RSVPStatus, joined seconds: TimeInterval) throws -> Guest {
            let at = now.addingTimeInterval(seconds)
            return Guest(id: fixture.dependencies.ids.make(), eventID: event.id, handle: try Handle(name.lowercased()), name: name,
                         email: try email.map { try EmailAddress($0) }, others: others, status: status, statusChangedAt: at,
                         createdAt: at, updatedAt: at)
        }
        let list = [try guest("Aa", others: 1, email: "aa@example.org", .accepted, joined: 1),
                    try guest("Bb", others: 0, email: "bb@example.org", .waitlisted, joined: 2),
                    try guest("Cc", others: 0, email: nil, .waitlisted, joined: 3),
                    try guest("Dd", others: 4, email: "dd@example.org", .waitlisted, joined: 4)]
        try await fixture.store.change(event: event.id) { _, guests in guests = list }
        fixture.dependencies.fixedClock.advance(by: 60)
        return event
    }

    func promotions(_ fixture: Fixture, _ event: Event) async -> [String: Int] {
        let guests = Dictionary(uniqueKeysWithValues: await fixture.store.guests(of: event.id).map { ($0.id, $0.handle.value) })
        var counts: [String: Int] = [:]
        for message in await fixture.store.messages(of: event.id, status: nil) where message.kind == .promotion {
            counts[message.guestID.flatMap { guests[$0] } ?? "removed", default: 0] += 1
        }
        return counts
    }

    @Test func eachPromotedGuestWithAnAddressGetsOneMessageAndOneWithoutNone() async throws {
        let fixture = try await Fixture.make()
        let event = try await seated(fixture)
        let response = try await UpdateEvent(fixture.dependencies).execute(UpdateEventRequest(event: "summer-gala", capacity: "4"))
        #expect(response.promoted.map(\.handle.value) == ["bb", "cc"])
        #expect(await promotions(fixture, event) == ["bb": 1])
        let message = try #require(await fixture.store.messages(of: event.id, status: nil).first)
        #expect(message.recipient.value == "bb@example.org" && message.status == .queued)
        // Raising it again promotes the next and owes the earlier ones nothing more.
        _ = try await UpdateEvent(fixture.dependencies).execute(UpdateEventRequest(event: "summer-gala", capacity: "9"))
        #expect(await promotions(fixture, event) == ["bb": 1, "dd": 1])
    }

    @Test func anUpdateThatPromotesNobodyQueuesNothing() async throws {
        let fixture = try await Fixture.make()
        let event = try await seated(fixture)
        _ = try await UpdateEvent(fixture.dependencies).execute(UpdateEventRequest(event: "summer-gala", title: "Winter Gala", capacity: "2"))
        #expect(await fixture.store.messages(of: event.id, status: nil).isEmpty)
    }

    @Test func aRefusedUpdateQueuesNoNews() async throws {
        let fixture = try await Fixture.make()
        let event = try await seated(fixture)
        let before = await fixture.store.snapshot()
        let error = await failure { try await UpdateEvent(fixture.dependencies).execute(UpdateEventRequest(event: "summer-gala", ends: "2020-01-01", capacity: "9")) }
        #expect(error != nil)
        #expect(await fixture.store.snapshot() == before)
        #expect(await fixture.store.messages(of: event.id, status: nil).isEmpty)
    }
}
