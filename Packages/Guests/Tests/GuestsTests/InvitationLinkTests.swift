import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// A personal link opens its own guest's page and nothing else; every other text, however
/// close to a real link, is the same `.linkInvalid` and changes nothing.
@Suite struct InvitationLinkTests {
    @Test func aLinkOpensItsOwnGuestOnly() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann")
        try await fixture.add("Bob")
        let ann = try await fixture.link("ann")
        let bob = try await fixture.link("bob")
        #expect(try await ShowInvitation(ann).execute().guest.handle.value == "ann")
        #expect(try await ShowInvitation(bob).execute().guest.handle.value == "bob")
        try await fixture.answer(bob, AnswerInvitationRequest(answer: .declined))
        #expect(try await fixture.guest("ann").status == .invited)
        #expect(try await fixture.guest("bob").status == .declined)
    }

    @Test func everyBadLinkIsTheSameRefusalAndChangesNothing() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann")
        try await fixture.add("Bob")
        let ann = try #require(try await fixture.link("ann").link)
        let bob = try #require(try await fixture.link("bob").link)
        let tampered = "u" + ann.dropFirst()
        let bobsDigest = fixture.dependencies.tokens.digest(bob)
        for secret in ["token-99", "", " ", tampered, ann + "x", ann.uppercased(), bobsDigest, "digest(token-1)", "../events", ann + "/"] {
            let page = fixture.opened(with: secret)
            try await fixture.expectRefused(.linkInvalid) { _ = try await ShowInvitation(page).execute() }
            try await fixture.expectRefused(.linkInvalid) {
                try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted))
            }
        }
    }

    @Test func aRevokedOrRotatedLinkOpensNothing() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann")
        try await fixture.add("Bob")
        let revoked = try await fixture.link("bob")
        try await fixture.storeLinkDigest(nil, of: "bob")
        let old = try await fixture.link("ann")
        let new = try await fixture.link("ann")
        for page in [revoked, old] {
            try await fixture.expectRefused(.linkInvalid) { _ = try await ShowInvitation(page).execute() }
            try await fixture.expectRefused(.linkInvalid) {
                try await fixture.answer(page, AnswerInvitationRequest(answer: .declined))
            }
        }
        #expect(try await ShowInvitation(new).execute().guest.handle.value == "ann")
    }

    @Test func withNoLinkThereIsNoGuest() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann")
        try await fixture.expectRefused(.linkInvalid) { _ = try await ShowInvitation(fixture.dependencies).execute() }
    }
}
