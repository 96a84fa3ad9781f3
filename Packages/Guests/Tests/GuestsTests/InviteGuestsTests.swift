import DesignTokens
import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// `guests invite`: each invitation carries a new personal link stored in the same write, the
/// guests it cannot reach are named, and a refusal changes nothing.
@Suite struct InviteGuestsTests {
    func invite(_ fixture: Fixture, _ guests: [String] = [], status: RSVPStatus? = nil, subject: String? = nil,
                note: String? = nil) async throws -> InviteGuestsResponse {
        try await InviteGuests(fixture.dependencies).execute(InviteGuestsRequest(event: "gala", guests: guests, status: status,
                                                                                 subject: subject, note: note))
    }

    func invitations(_ fixture: Fixture) async -> [OutboxMessage] {
        await fixture.store.messages(of: fixture.event.id, status: nil).filter { $0.kind == .invitation }
    }

    /// Ann and Bob invited with addresses, Cy invited without one, Dee invited but unsubscribed,
    /// Eve accepted with an address.
    func list(_ fixture: Fixture) async throws {
        try await fixture.add("Ann", email: "ann@example.org")
        try await fixture.add("Bob", email: "bob@example.org")
        try await fixture.add("Cy")
        try await fixture.add("Dee", email: "dee@example.org")
        try await fixture.add("Eve", email: "eve@example.org")
        try await fixture.rsvp("eve", .accepted)
        try await fixture.store.change(event: fixture.event.id) { _, guests in
            if let dee = guests.firstIndex(where: { $0.handle.value == "dee" }) { guests[dee].unsubscribedAt = Date(timeIntervalSince1970: 0) }
        }
    }

    @Test func eachInvitedGuestGetsANewLinkInTheSameWriteAndTheMessageHoldsItsSecret() async throws {
        let fixture = try await Fixture()
        try await list(fixture)
        let oldAnnPage = try await fixture.link("ann")
        let before = Dictionary(uniqueKeysWithValues: await fixture.guests().map { ($0.handle.value, $0) })
        let response = try await invite(fixture)
        #expect(response.queued.map(\.guest.value) == ["ann", "bob"])
        #expect(response.skipped.map { "\($0.guest.value): \($0.reason.rawValue)" } == ["cy: no email", "dee: unsubscribed"])
        #expect(response.notChosen == [.accepted: 1], "Eve, who answered, is counted as left out, never silently")
        let said = try OutputRenderer(capabilities: TerminalCapabilities(width: TerminalCapabilities.unlimitedWidth))
            .render(InvitePresenter.invited(response, words: .plain), as: .table)
        #expect(said.contains("Left out 1 guest not chosen (1 accepted)."), "\(said)")
        #expect(said.contains("Choose their status, or name them, to invite them too"))
        let messages = await invitations(fixture)
        #expect(Set(messages.map(\.id)) == Set(response.queued.map(\.message)))
        for queued in response.queued {
            let guest = try await fixture.guest(queued.guest.value)
            let message = try #require(messages.first { $0.id == queued.message })
            let secret = try #require(message.linkSecret)
            #expect(guest.linkDigest == fixture.dependencies.tokens.digest(secret), "the message holds the secret of the stored digest")
            #expect(guest.linkDigest != before[queued.guest.value]?.linkDigest)
            #expect(message.guestID == guest.id && message.recipient == guest.email && message.status == .queued)
            #expect(message.nextAttemptAt == fixture.dependencies.fixedClock.now())
            #expect(message.subject == nil && message.note == nil)
            // The link the message carries opens the guest's page.
            #expect(try await ShowInvitation(fixture.opened(with: secret)).execute().guest.id == guest.id)
        }
        await #expect(throws: DomainError.self, "the old link stops working") { _ = try await ShowInvitation(oldAnnPage).execute() }
        for handle in ["cy", "dee", "eve"] {
            #expect(try await fixture.guest(handle) == before[handle], "\(handle) is left as it was")
        }
    }

    @Test func namedGuestsAreInvitedOnceWhateverTheirStatusAndAnotherStatusChoosesOthers() async throws {
        let fixture = try await Fixture()
        try await list(fixture)
        let named = try await invite(fixture, ["eve", "ann", "Eve", "cy"])
        #expect(named.queued.map(\.guest.value) == ["eve", "ann"])
        #expect(named.skipped.map(\.guest.value) == ["cy"])
        #expect(await invitations(fixture).count == 2)
        #expect(named.notChosen.isEmpty, "named guests choose no status")
        let accepted = try await invite(fixture, status: .accepted)
        #expect(accepted.queued.map(\.guest.value) == ["eve"])
        #expect(accepted.notChosen == [.invited: 4])
        let eve = try await fixture.guest("eve")
        #expect(await invitations(fixture).filter { $0.guestID == eve.id }.count == 2, "inviting again queues another invitation")
    }

    @Test func theOrganisersSubjectAndWordsTravelWithEachInvitation() async throws {
        let fixture = try await Fixture()
        try await list(fixture)
        _ = try await invite(fixture, ["ann"], subject: "  Come dance  ", note: "\nBring shoes.\n")
        let message = try #require(await invitations(fixture).first)
        #expect(message.subject == "Come dance")
        #expect(message.note == "Bring shoes.")
    }

    @Test func aFailedWriteLeavesNeitherTheNewLinksNorTheirMail() async throws {
        let fixture = try await Fixture()
        try await list(fixture)
        try await fixture.expectRefused(.storeBusy) {
            await fixture.store.failNextWrite(with: .storeBusy)
            _ = try await invite(fixture)
        }
    }

    @Test func aBadSubjectOrWordsAreRefusedAndChangeNothing() async throws {
        let fixture = try await Fixture()
        try await list(fixture)
        for subject in ["", "   ", String(repeating: "x", count: 201)] {
            try await fixture.expectRefused(field: "subject", containing: "give 1 to 200 characters") { _ = try await invite(fixture, subject: subject) }
        }
        try await fixture.expectRefused(field: "subject", containing: "control character") { _ = try await invite(fixture, subject: "two\nlines") }
        try await fixture.expectRefused(field: "message", containing: "10000") {
            _ = try await invite(fixture, note: String(repeating: "x", count: 10_001))
        }
    }

    @Test func staffStrangersAndNobodySignedInAreRefusedAndChangeNothing() async throws {
        let fixture = try await Fixture()
        try await list(fixture)
        for (user, code) in [(fixture.stan, "forbidden"), (fixture.nora, "not_found"), (nil, "not_signed_in")] as [(User?, String)] {
            fixture.signIn(user)
            let before = await fixture.store.snapshot()
            do {
                _ = try await invite(fixture)
                Issue.record("\(user?.displayName ?? "nobody") invited guests")
            } catch let error as DomainError {
                #expect(error.code == code, "\(error)")
            }
            #expect(await fixture.store.snapshot() == before)
        }
        fixture.signIn(fixture.otto)
        #expect(try await invite(fixture).queued.count == 2, "an organizer invites")
    }

    @Test func anUnknownGuestOrAnEventNoLongerToComeIsRefusedAndChangesNothing() async throws {
        let fixture = try await Fixture()
        try await list(fixture)
        try await fixture.expectRefused(field: "guest", containing: "no guest 'zed'") { _ = try await invite(fixture, ["ann", "zed"]) }
        try await fixture.changeEvent { $0.status = .cancelled }
        try await fixture.expectRefused(field: "event", containing: "cancelled") { _ = try await invite(fixture) }
    }
}
