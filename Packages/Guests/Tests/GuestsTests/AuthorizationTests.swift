import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// Staff read the list; the owner and organizers change it; a non-member is told the event does
/// not exist, exactly as for a missing one.
@Suite struct AuthorizationTests {
    @Test func staffReadButDoNotChange() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ada Lovelace")
        fixture.signIn(fixture.stan)
        #expect(try await ListGuests(fixture.dependencies).execute(ListGuestsRequest(event: "gala")).guests.count == 1)
        #expect(try await ShowGuest(fixture.dependencies).execute(GuestReference(event: "gala", guest: "ada-lovelace")).guest.name == "Ada Lovelace")
        let forbidden = DomainError.forbidden("staff cannot change the guest list; ask the event's owner or an organizer")
        await #expect(throws: forbidden) { try await fixture.add("Bob") }
        await #expect(throws: forbidden) { try await fixture.rsvp("ada-lovelace", .accepted) }
        await #expect(throws: forbidden) {
            try await RemoveGuest(fixture.dependencies).execute(GuestReference(event: "gala", guest: "ada-lovelace"))
        }
        await #expect(throws: forbidden) {
            try await UpdateGuest(fixture.dependencies).execute(UpdateGuestRequest(event: "gala", guest: "ada-lovelace", name: "X"))
        }
    }

    @Test func organizersChange() async throws {
        let fixture = try await Fixture()
        fixture.signIn(fixture.otto)
        try await fixture.add("Bob")
        #expect(try await fixture.rsvp("bob", .accepted).guest.status == .accepted)
    }

    @Test func aNonMemberGetsTheAnswerForAMissingEvent() async throws {
        let fixture = try await Fixture()
        fixture.signIn(fixture.nora)
        let missing = DomainError.notFound(field: "event", message: "no event 'gala' among yours", next: .listEvents)
        await #expect(throws: missing) { try await ListGuests(fixture.dependencies).execute(ListGuestsRequest(event: "gala")) }
        await #expect(throws: missing) { try await fixture.add("Bob") }
        fixture.signIn(fixture.ada)
        let nothing = DomainError.notFound(field: "event", message: "no event 'nope' among yours", next: .listEvents)
        await #expect(throws: nothing) { try await ListGuests(fixture.dependencies).execute(ListGuestsRequest(event: "nope")) }
        fixture.signIn(nil)
        await #expect(throws: DomainError.notSignedIn) { try await ListGuests(fixture.dependencies).execute(ListGuestsRequest(event: "gala")) }
    }
}
