import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

@Suite struct ListAndUpdateTests {
    func list(_ fixture: Fixture, _ request: ListGuestsRequest) async throws -> [String] {
        try await ListGuests(fixture.dependencies).execute(request).guests.map(\.handle.value)
    }

    @Test func filtersBySatusTagAndSearchAndSorts() async throws {
        let fixture = try await Fixture(capacity: 2)
        _ = try await AddGuest(fixture.dependencies).execute(AddGuestRequest(event: "gala", name: "Zoë", email: "zoe@example.org", tags: ["VIP"]))
        try await fixture.add("Bob", party: 2)
        try await fixture.add("amy")
        try await fixture.rsvp("amy", .accepted)
        try await fixture.rsvp("bob", .accepted)
        #expect(try await list(fixture, ListGuestsRequest(event: "gala")) == ["amy", "bob", "zoe"])
        #expect(try await list(fixture, ListGuestsRequest(event: "gala", status: .waitlisted)) == ["bob"])
        #expect(try await list(fixture, ListGuestsRequest(event: "gala", tag: "vip")) == ["zoe"])
        #expect(try await list(fixture, ListGuestsRequest(event: "gala", search: "ZOE@")) == ["zoe"])
        #expect(try await list(fixture, ListGuestsRequest(event: "gala", search: "zoe")) == ["zoe"])
        #expect(try await list(fixture, ListGuestsRequest(event: "gala", sort: .status)) == ["amy", "bob", "zoe"])
        #expect(try await list(fixture, ListGuestsRequest(event: "gala", sort: .updated)) == ["bob", "amy", "zoe"])
        await #expect(throws: DomainError.invalid(field: "search", message: "is blank; give some text, or leave it out")) {
            try await list(fixture, ListGuestsRequest(event: "gala", search: " "))
        }
    }

    @Test func updateChangesWhatIsGivenClearsWithEmptyTextAndFindsGuestsByEmail() async throws {
        let fixture = try await Fixture()
        _ = try await AddGuest(fixture.dependencies).execute(AddGuestRequest(event: "gala", name: "Ada", email: "ada@example.org", phone: "+49 123", dietary: "vegan"))
        try await fixture.add("Bob", email: "bob@example.org")
        let updated = try await UpdateGuest(fixture.dependencies).execute(UpdateGuestRequest(
            event: "gala", guest: "ADA@example.org", name: "Ada King", phone: "", plusOnes: ["Kim", "Lee"], tags: ["vip"]))
        #expect(updated.guest.handle.value == "ada")
        #expect(updated.guest.name == "Ada King")
        #expect(updated.guest.phone == nil)
        #expect(updated.guest.dietary == "vegan")
        #expect(updated.guest.heads == 3)
        await #expect(throws: DomainError.guestEmailTaken(try EmailAddress("bob@example.org"))) {
            try await UpdateGuest(fixture.dependencies).execute(UpdateGuestRequest(event: "gala", guest: "ada", email: "bob@example.org"))
        }
        await #expect(throws: DomainError.self) {
            try await UpdateGuest(fixture.dependencies).execute(UpdateGuestRequest(event: "gala", guest: "ada"))
        }
        await #expect(throws: DomainError.notFound(field: "guest", message: "no guest 'nobody' on the list of 'gala'", next: .listGuests(event: try Handle("gala")))) {
            try await ShowGuest(fixture.dependencies).execute(GuestReference(event: "gala", guest: "nobody"))
        }
    }
}

@Suite struct UpdatePartyTests {
    @Test func aNewCountAloneMustAgreeWithNamedPlusOnes() async throws {
        let fixture = try await Fixture()
        _ = try await AddGuest(fixture.dependencies).execute(AddGuestRequest(event: "gala", name: "Ann", plusOnes: ["Kim"]))
        await #expect(throws: DomainError.invalid(field: "party", message: "Ann has 1 named plus-one; name them again, or clear them, with the new party")) {
            try await UpdateGuest(fixture.dependencies).execute(UpdateGuestRequest(event: "gala", guest: "ann", party: 3))
        }
        let cleared = try await UpdateGuest(fixture.dependencies).execute(UpdateGuestRequest(event: "gala", guest: "ann", party: 3, plusOnes: [""]))
        #expect((cleared.guest.others, cleared.guest.plusOnes) == (3, []))
        let named = try await UpdateGuest(fixture.dependencies).execute(UpdateGuestRequest(event: "gala", guest: "ann", plusOnes: ["Lee"]))
        #expect((named.guest.others, named.guest.plusOnes) == (1, ["Lee"]))
    }
}
