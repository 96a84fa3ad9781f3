import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

@Suite struct AddGuestTests {
    @Test func addsAnInvitedGuestWithAHandleFromTheName() async throws {
        let fixture = try await Fixture()
        let response = try await AddGuest(fixture.dependencies).execute(AddGuestRequest(
            event: "Gala", name: "  Zoë Ångström ", email: "Zoe@Example.org ", phone: "+49 30 1234",
            plusOnes: ["Kim"], tags: ["vip", "VIP", "family"], dietary: "vegan", note: "line\nbreak"))
        let guest = response.guest
        #expect(guest.handle.value == "zoe-angstrom")
        #expect(guest.name == "Zoë Ångström")
        #expect(guest.email?.value == "zoe@example.org")
        #expect((guest.others, guest.plusOnes, guest.heads) == (1, ["Kim"], 2))
        #expect(guest.tags == ["vip", "family"])
        #expect(guest.status == .invited)
        #expect(await fixture.guests() == [guest])
    }

    @Test func numbersATakenHandleAndFallsBackForNamesWithoutLatinLetters() async throws {
        let fixture = try await Fixture()
        #expect(try await fixture.add("Ada Lovelace").handle.value == "ada-lovelace")
        #expect(try await fixture.add("Ada Lovelace").handle.value == "ada-lovelace-2")
        #expect(try await fixture.add("李小龙").handle.value == "guest")
        #expect(try await fixture.add("东京").handle.value == "guest-2")
    }

    @Test func refusesAnEmailAnotherGuestHasAfterTrimmingAndCaseFolding() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ada", email: "ada@example.org")
        let before = await fixture.store.snapshot()
        await #expect(throws: DomainError.guestEmailTaken(try EmailAddress("ada@example.org"))) {
            try await fixture.add("Other Ada", email: " ADA@example.org")
        }
        #expect(await fixture.store.snapshot() == before)
    }

    @Test(arguments: [
        (AddGuestRequest(event: "gala", name: "  "), "name"),
        (AddGuestRequest(event: "gala", name: "A\u{202E}B"), "name"),
        (AddGuestRequest(event: "gala", name: "Ada", email: "not-an-email"), "email"),
        (AddGuestRequest(event: "gala", name: "Ada", email: " "), "email"),
        (AddGuestRequest(event: "gala", name: "Ada", phone: "call me"), "phone"),
        (AddGuestRequest(event: "gala", name: "Ada", party: -1), "party"),
        (AddGuestRequest(event: "gala", name: "Ada", party: 2, plusOnes: ["Kim"]), "party"),
        (AddGuestRequest(event: "gala", name: "Ada", plusOnes: [" "]), "plus-one"),
        (AddGuestRequest(event: "gala", name: "Ada", tags: [""]), "tag"),
        (AddGuestRequest(event: "gala", name: "Ada", dietary: "a\tb"), "dietary"),
        (AddGuestRequest(event: "gala", name: "Ada", note: String(repeating: "x", count: 2_001)), "note"),
    ])
    func refusesBadFieldsNamingThem(_ request: AddGuestRequest, _ field: String) async throws {
        let fixture = try await Fixture()
        let before = await fixture.store.snapshot()
        do {
            _ = try await AddGuest(fixture.dependencies).execute(request)
            Issue.record("accepted \(request)")
        } catch {
            #expect(error.field == field)
            #expect(error.category == .invalidData)
        }
        #expect(await fixture.store.snapshot() == before)
    }
}
