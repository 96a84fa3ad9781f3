import Domain
import DomainTestSupport
import Foundation
import Mail
import Testing

/// The dashboard's Mail section: failures are seen, not found.
struct DashboardTests {
    func items(_ section: DashboardSection?) -> [String: String] {
        Dictionary(uniqueKeysWithValues: (section?.items ?? []).map { ($0.label, $0.value) })
    }

    @Test func anEventWithoutMailHasNoSection() async throws {
        let fixture = try await Fixture()
        #expect(try await MailDashboardContributor(fixture.dependencies).section(for: fixture.event, seenAs: .owner) == nil)
    }

    @Test func theSectionCountsQueuedSentAndFailed() async throws {
        let fixture = try await Fixture()
        for index in 0..<4 { try await fixture.queue(.promotion, to: try await fixture.guest("g\(index)", email: "g\(index)@example.org")) }
        fixture.transport.script([.sent, .permanent, .transient])
        try await fixture.drain(limit: 3)
        let section = try await MailDashboardContributor(fixture.dependencies).section(for: fixture.event, seenAs: .owner)
        #expect(section?.key == "mail")
        #expect(items(section) == ["Queued": "2", "Sent": "1", "Failed": "1"])
    }

    @Test func queuedMailWithoutASetUpSaysWhatItWaitsFor() async throws {
        let dependencies = TestDependencies()
        let now = dependencies.fixedClock.now()
        let owner = User(id: dependencies.ids.make(), email: try EmailAddress("ada@example.org"), displayName: "Ada",
                         passwordHash: "test-hash:secret", createdAt: now)
        try await dependencies.store.create(owner)
        let event = Event(id: dependencies.ids.make(), handle: try Handle("gala"), title: "Gala", startsAt: now.addingTimeInterval(86_400),
                          endsAt: now.addingTimeInterval(90_000), timeZone: try TimeZoneID("Europe/Berlin"), currency: .euro,
                          createdAt: now, updatedAt: now)
        try await dependencies.store.create(event, owner: Membership(eventID: event.id, userID: owner.id, role: .owner, addedAt: now))
        let guest = Guest(id: dependencies.ids.make(), eventID: event.id, handle: try Handle("bea"), name: "Bea",
                          email: try EmailAddress("bea@example.org"), status: .accepted, statusChangedAt: now, createdAt: now, updatedAt: now)
        try await dependencies.store.change(event: event.id) { _, guests in guests.append(guest) }
        try await dependencies.store.queue([.queued(.promotion, to: guest, recipient: try #require(guest.email), at: now)])
        let section = try await MailDashboardContributor(dependencies).section(for: event, seenAs: .owner)
        #expect(items(section)["Waiting for"] == "a mail set-up")
        #expect(items(section)["Queued"] == "1")
    }
}
