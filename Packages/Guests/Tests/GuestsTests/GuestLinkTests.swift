import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// Personal links from the organiser's side: made once, kept only as a digest, rotated, revoked,
/// made in bulk, and revoked by a new email.
@Suite struct GuestLinkTests {
    func link(_ fixture: Fixture, _ guest: String, rotate: Bool = false) async throws -> GuestLinkResponse {
        try await MakeGuestLink(fixture.dependencies).execute(GuestLinkRequest(event: "gala", guest: guest, rotate: rotate))
    }

    /// The guest a personal link with `secret` opens, as a guest's page asks for it.
    func opened(_ fixture: Fixture, with secret: String) async throws -> String {
        var dependencies = fixture.dependencies
        dependencies.link = secret
        return try await dependencies.guestPass.requireGuest().guest.handle.value
    }

    @Test func aLinkIsStoredOnlyAsItsDigestAndOpensTheGuestsPage() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann")
        let made = try await link(fixture, "ann")
        #expect(made.secret == "token-1")
        #expect(made.rotated == false)
        let stored = try #require(await fixture.guests().first)
        #expect(stored.linkDigest == "digest(token-1)")
        #expect(try await opened(fixture, with: "token-1") == "ann")
    }

    @Test func aSecondLinkIsRefusedUnlessRotatedAndRotatingStopsTheOldOne() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann")
        _ = try await link(fixture, "ann")
        let before = await fixture.store.snapshot()
        await #expect(throws: DomainError.invalid(field: "guest", message: "ann already has a personal link, kept only as a digest, so it cannot be shown again",
                                                  next: .rotateGuestLink(event: try Handle("gala"), guest: try Handle("ann")))) {
            try await link(fixture, "ann")
        }
        #expect(await fixture.store.snapshot() == before)
        let rotated = try await link(fixture, "ann", rotate: true)
        #expect(rotated.rotated)
        #expect(rotated.secret != "token-1")
        #expect(try await opened(fixture, with: rotated.secret) == "ann")
        await #expect(throws: DomainError.linkInvalid) { try await opened(fixture, with: "token-1") }
    }

    @Test func revokingStopsTheLinkAndRevokingAgainSaysThereIsNone() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann")
        let secret = try await link(fixture, "ann").secret
        let revoke = RevokeGuestLink(fixture.dependencies)
        #expect(try await revoke.execute(GuestReference(event: "gala", guest: "ann")).revoked)
        #expect(await fixture.guests().first?.linkDigest == nil)
        await #expect(throws: DomainError.linkInvalid) { try await opened(fixture, with: secret) }
        #expect(try await revoke.execute(GuestReference(event: "gala", guest: "ann")).revoked == false)
    }

    @Test func onlyOwnersAndOrganizersMakeOrRevokeLinks() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann")
        fixture.signIn(fixture.stan)
        let forbidden = DomainError.forbidden("staff cannot change the guest list; ask the event's owner or an organizer")
        await #expect(throws: forbidden) { try await link(fixture, "ann") }
        await #expect(throws: forbidden) { try await RevokeGuestLink(fixture.dependencies).execute(GuestReference(event: "gala", guest: "ann")) }
        await #expect(throws: forbidden) { try await MakeGuestLinks(fixture.dependencies).execute(GuestLinksRequest(event: "gala")) }
        fixture.signIn(fixture.otto)
        #expect(try await link(fixture, "ann").guest.handle.value == "ann")
    }

    @Test func linksInBulkLeaveOutAndCountGuestsHoldingOneUnlessRotatedInListOrder() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Zoe")
        try await fixture.add("bob")
        try await fixture.add("Amy")
        try await fixture.rsvp("zoe", .accepted)
        _ = try await link(fixture, "bob")
        let bulk = MakeGuestLinks(fixture.dependencies)
        let first = try await bulk.execute(GuestLinksRequest(event: "gala"))
        #expect(first.links.map(\.guest.handle.value) == ["amy", "zoe"])
        #expect(first.kept == 1)
        let accepted = try await bulk.execute(GuestLinksRequest(event: "gala", filter: GuestFilter(status: .accepted), rotate: true))
        #expect(accepted.links.map(\.guest.handle.value) == ["zoe"])
        #expect(accepted.kept == 0)
        let digests = await fixture.guests().reduce(into: [String: String]()) { $0[$1.handle.value] = $1.linkDigest }
        #expect(digests == ["amy": "digest(\(first.links[0].secret))", "bob": "digest(token-1)", "zoe": "digest(\(accepted.links[0].secret))"])
        #expect(try await bulk.execute(GuestLinksRequest(event: "gala")).links.isEmpty)
        let searched = try await bulk.execute(GuestLinksRequest(event: "gala", filter: GuestFilter(search: "ZO"), rotate: true))
        #expect(searched.links.map(\.guest.handle.value) == ["zoe"], "the list's search, without case")
        await #expect(throws: DomainError.invalid(field: "search", message: "is blank; give some text, or leave it out")) {
            try await bulk.execute(GuestLinksRequest(event: "gala", filter: GuestFilter(search: " ")))
        }
    }

    @Test func aNewEmailRevokesTheLinkAndSaysSoButOtherChangesKeepIt() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann", email: "ann@example.org")
        let secret = try await link(fixture, "ann").secret
        let update = UpdateGuest(fixture.dependencies)
        let noted = try await update.execute(UpdateGuestRequest(event: "gala", guest: "ann", email: "ANN@example.org", note: "table 4"))
        #expect(noted.linkRevoked == false)
        #expect(try await opened(fixture, with: secret) == "ann")
        let moved = try await update.execute(UpdateGuestRequest(event: "gala", guest: "ann", email: "ann@example.com"))
        #expect(moved.linkRevoked)
        #expect(moved.guest.linkDigest == nil)
        await #expect(throws: DomainError.linkInvalid) { try await opened(fixture, with: secret) }
    }
}
