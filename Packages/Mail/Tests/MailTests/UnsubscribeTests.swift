import Domain
import DomainTestSupport
import Foundation
import Mail
import Testing

/// One mail's unsubscribe link: only its own secret works, a look changes nothing, a
/// confirmation stops invitations and reminders once.
struct UnsubscribeTests {
    /// Bea's invitation sent; the secret of the unsubscribe link it carries.
    func sentInvitation(_ fixture: Fixture) async throws -> (guest: Guest, secret: String) {
        let bea = try await fixture.guest("bea", email: "bea@example.org")
        let message = try await fixture.queue(.invitation, to: bea, linkSecret: "link-secret-of-bea-0000000001")
        try await fixture.drain()
        let header = try #require(fixture.transport.handed.last?.content.headers.first { $0.name == "List-Unsubscribe" }?.value)
        let secret = String(try #require(header.split(separator: "/").last).dropLast())
        #expect(try await fixture.message(message.id).unsubscribeDigest == fixture.dependencies.tokens.digest(secret))
        return (bea, secret)
    }

    func unsubscribedAt(_ fixture: Fixture, _ guest: Guest) async throws -> Date? {
        try #require(await fixture.store.guests(of: fixture.event.id).first { $0.id == guest.id }).unsubscribedAt
    }

    @Test func aWrongShortOrForgedSecretIsInvalidAndChangesNothing() async throws {
        let fixture = try await Fixture()
        let (_, secret) = try await sentInvitation(fixture)
        let forged = [
            "", "short", String(secret.dropLast()) + "9", secret + "0", String(secret.prefix(19)),
            "secret-0000000000000000000000099", String(repeating: "a", count: 101), secret.uppercased(),
            secret + "/", "../" + secret, "digest(\(secret))", "link-secret-of-bea-0000000001",
        ]
        for typed in forged where typed != secret {
            for confirm in [false, true] {
                try await fixture.expectRefused(.unsubscribeInvalid) {
                    _ = try await Unsubscribe(fixture.dependencies).execute(secret: typed, confirm: confirm)
                }
            }
        }
    }

    @Test func lookingAtTheLinkChangesNothing() async throws {
        let fixture = try await Fixture()
        let (bea, secret) = try await sentInvitation(fixture)
        let before = await fixture.store.snapshot()
        let response = try await Unsubscribe(fixture.dependencies).execute(secret: secret, confirm: false)
        #expect(response.guestName == bea.name)
        #expect(response.event.id == fixture.event.id)
        #expect(response.unsubscribedAt == nil)
        #expect(await fixture.store.snapshot() == before)
    }

    @Test func confirmingUnsubscribesOnceAndStopsInvitationsAndRemindersButNotTickets() async throws {
        let fixture = try await Fixture()
        let (bea, secret) = try await sentInvitation(fixture)
        let first = try await Unsubscribe(fixture.dependencies).execute(secret: secret, confirm: true)
        let when = fixture.clock.now()
        #expect(first.unsubscribedAt == when)
        #expect(try await unsubscribedAt(fixture, bea) == when)
        fixture.clock.advance(by: 3600)
        let again = try await Unsubscribe(fixture.dependencies).execute(secret: secret, confirm: true)
        #expect(again.unsubscribedAt == when, "a second confirmation keeps the first date")
        #expect(try await unsubscribedAt(fixture, bea) == when)
        let before = fixture.transport.handed.count
        let ticket: TicketID = fixture.dependencies.ids.make()
        fixture.dependencies.givenPasses.give(ticket, TicketPass(reference: "T-AAAA", holder: "Bea", type: "Standard", code: "CODE-A"))
        let stopped = [try await fixture.queue(.invitation, to: bea, linkSecret: "link-secret-of-bea-0000000002"),
                       try await fixture.queue(.reminder, to: bea)]
        let going = [try await fixture.queue(.tickets, to: bea, tickets: [ticket]), try await fixture.queue(.promotion, to: bea)]
        #expect(try await fixture.drain() == SendOutboxResponse(sent: 2, failed: 2))
        for message in stopped { #expect(try await fixture.message(message.id).status == .failed) }
        for message in going { #expect(try await fixture.message(message.id).status == .sent) }
        #expect(fixture.transport.handed.count == before + 2)
    }

    @Test func theLinkOfARemovedGuestIsInvalid() async throws {
        let fixture = try await Fixture()
        let (_, secret) = try await sentInvitation(fixture)
        try await fixture.store.change(event: fixture.event.id) { _, guests in guests.removeAll() }
        try await fixture.expectRefused(.unsubscribeInvalid) {
            _ = try await Unsubscribe(fixture.dependencies).execute(secret: secret, confirm: true)
        }
    }
}
