import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// Every path that moves a guest from the waitlist to accepted owes the news in the same write:
/// the promoted guest with an address gets exactly one `promotion` message, one without none.
@Suite struct PromotionMailTests {
    /// The changes that free places on a full list, each as Ada (or Ann on her own page) makes it.
    enum Path: String, CaseIterable, CustomTestStringConvertible {
        case declineRSVP, removeGuest, smallerParty, importDecline, ownPageDecline

        var testDescription: String { rawValue }

        func run(_ fixture: Fixture) async throws {
            switch self {
            case .declineRSVP:
                try await fixture.rsvp("ann", .declined)
            case .removeGuest:
                _ = try await RemoveGuest(fixture.dependencies).execute(GuestReference(event: "gala", guest: "ann"))
            case .smallerParty:
                _ = try await UpdateGuest(fixture.dependencies).execute(UpdateGuestRequest(event: "gala", guest: "ann", party: 0))
            case .importDecline:
                _ = try await ImportGuests(fixture.dependencies).execute(ImportGuestsRequest(
                    event: "gala", source: InMemoryTableSource([["name", "email", "status"], ["Ann", "ann@example.org", "no"]]),
                    onDuplicate: .update))
            case .ownPageDecline:
                try await fixture.answer(try await fixture.link("ann"), AnswerInvitationRequest(answer: .declined))
            }
        }
    }

    /// Capacity 3, full: Ann (2 heads, an address) and Bob (1) accepted; then waiting, in
    /// `order`, Cat (an address) and Dan (none), one head each.
    func fullList(waiting order: [String]) async throws -> Fixture {
        let fixture = try await Fixture(capacity: 3)
        try await fixture.add("Ann", party: 1, email: "ann@example.org")
        try await fixture.add("Bob", email: "bob@example.org")
        try await fixture.add("Cat", email: "cat@example.org")
        try await fixture.add("Dan")
        for handle in ["ann", "bob"] + order { try await fixture.rsvp(handle, .accepted) }
        #expect(try await fixture.status(of: "cat") == .waitlisted)
        #expect(try await fixture.status(of: "dan") == .waitlisted)
        return fixture
    }

    @Test(arguments: Path.allCases, [["cat", "dan"], ["dan", "cat"]])
    func thePromotedGuestWithAnAddressIsOwedExactlyOneMessage(path: Path, order: [String]) async throws {
        let fixture = try await fullList(waiting: order)
        let before = Dictionary(uniqueKeysWithValues: await fixture.guests().map { ($0.id, $0) })
        #expect(await fixture.store.messages(of: fixture.event.id, status: nil).isEmpty)
        try await path.run(fixture)
        let after = await fixture.guests()
        let promoted = after.filter { before[$0.id]?.status == .waitlisted && $0.status == .accepted }
        #expect(!promoted.isEmpty, "the path frees a place")
        let promotions = await fixture.store.messages(of: fixture.event.id, status: nil).filter { $0.kind == .promotion }
        for guest in after {
            let owed = promoted.contains { $0.id == guest.id } && guest.email != nil ? 1 : 0
            let mine = promotions.filter { $0.guestID == guest.id }
            #expect(mine.count == owed, "\(guest.handle) after \(path)")
            if let message = mine.first {
                #expect(message.recipient == guest.email && message.status == .queued && message.attempts == 0)
            }
        }
        #expect(promotions.count == promoted.filter { $0.email != nil }.count)
    }

    @Test(arguments: Path.allCases)
    func aFailedWritePromotesNobodyAndQueuesNothing(path: Path) async throws {
        let fixture = try await fullList(waiting: ["cat", "dan"])
        // The own page's link is made first, so fail the write that answers.
        let page = path == .ownPageDecline ? try await fixture.link("ann") : nil
        let before = await fixture.store.snapshot()
        await fixture.store.failNextWrite(with: .storeBusy)
        await #expect(throws: DomainError.storeBusy) {
            if let page { try await fixture.answer(page, AnswerInvitationRequest(answer: .declined)) } else { try await path.run(fixture) }
        }
        #expect(await fixture.store.snapshot() == before)
    }
}
