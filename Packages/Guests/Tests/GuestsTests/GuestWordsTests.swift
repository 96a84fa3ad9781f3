import DesignTokens
import Domain
import DomainTestSupport
import Guests
import Testing

/// What a guest's answers say in words: places left rather than the whole capacity, the party
/// as JSON counts it, and every count with its noun in the right number.
@Suite struct GuestWordsTests {
    func screen(_ presentation: Presentation) -> String {
        TerminalRenderer(capabilities: .init(width: 200)).render(presentation.document)
    }

    @Test func aWaitlistedAcceptanceSaysHowManyPlacesAreLeft() async throws {
        let fixture = try await Fixture(capacity: 5)
        try await fixture.add("Ann")
        try await fixture.add("Bob", party: 4)
        _ = try await fixture.rsvp("ann", .accepted)
        let bob = try await fixture.rsvp("bob", .accepted)
        #expect(screen(GuestsPresenter.answered(bob, words: .plain)).contains("Waitlisted: bob needs 5 places, only 4 of the 5 are left;"), "\(screen(GuestsPresenter.answered(bob, words: .plain)))")
        try await fixture.add("Cy", party: 3)
        _ = try await fixture.rsvp("cy", .accepted)
        try await fixture.add("Di")
        let di = try await fixture.rsvp("di", .accepted)
        #expect(screen(GuestsPresenter.answered(di, words: .plain)).contains("Waitlisted: di needs 1 place, none of the 5 is left;"), "\(screen(GuestsPresenter.answered(di, words: .plain)))")
        _ = try await fixture.rsvp("bob", .declined)
        let declined = try await fixture.rsvp("ann", .declined)
        #expect(screen(GuestsPresenter.answered(declined, words: .plain)).contains("Promoted from the waitlist: di (1 head)"), "\(screen(GuestsPresenter.answered(declined, words: .plain)))")
    }

    @Test func theCardCountsThePartyAsJSONDoes() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann")
        try await fixture.add("Bob", party: 2)
        let ann = try await ShowGuest(fixture.dependencies).execute(GuestReference(event: "gala", guest: "ann"))
        let alone = screen(GuestsPresenter.show(ann))
        #expect(alone.contains("Party      0 (comes alone)") && alone.contains("Heads      1 (the guest)"), "\(alone)")
        let bob = try await ShowGuest(fixture.dependencies).execute(GuestReference(event: "gala", guest: "bob"))
        let brings = screen(GuestsPresenter.show(bob))
        #expect(brings.contains("Party      2 (brings 2 others)") && brings.contains("Heads      3 (the guest + 2)"), "\(brings)")
    }

    @Test func countsAgreeWithTheirNouns() {
        #expect(Plural.of(1, "party", "parties") == "1 party")
        #expect(Plural.of(0, "party", "parties") == "0 parties")
        #expect(Plural.of(2, "guest") == "2 guests")
        #expect(Plural.noun(1, "is", "are") == "is")
    }
}
