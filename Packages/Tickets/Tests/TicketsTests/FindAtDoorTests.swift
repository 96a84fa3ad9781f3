import Domain
import DomainTestSupport
import Foundation
import Testing
import Tickets

/// A guest without their code, found at the door by any part of a name or email, whatever the
/// case or accents, with the whole party's tickets.
@Suite struct FindAtDoorTests {
    private func find(_ query: String, _ fixture: Fixture) async throws -> [DoorMatchesResponse.Match] {
        try await FindAtDoor(fixture.dependencies).execute(FindAtDoorRequest(event: "gala", query: query)).matches
    }

    /// Zoë's party of three (herself, Bob Stone, and one unnamed), Anna on her own, and Walter
    /// who bought at the desk with no guest behind him.
    private func party() async throws -> Fixture {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        try await fixture.guest("zoe", named: "Zoë Ångström", email: "zoe@example.org", plusOnes: ["Bob Stone"], others: 2)
        try await fixture.guest("anna", named: "Anna Berg", email: nil)
        try await fixture.issue("regular", guest: "zoe")
        try await fixture.issue("regular", guest: "anna")
        _ = try await IssueTickets(fixture.dependencies).execute(IssueTicketsRequest(event: "gala", type: "regular", name: "Walter Holder",
                                                                                     email: "walter@example.net"))
        return fixture
    }

    @Test func aPartyIsFoundByPartOfItsNameWhateverTheCaseOrAccents() async throws {
        let fixture = try await party()
        for query in ["zoë", "ZOE", "ångström", "angstrom", " Ström ", "zoe@EXAMPLE.org"] {
            let matches = try await find(query, fixture)
            #expect(matches.map(\.name) == ["Zoë Ångström"], "\(query)")
            #expect(matches.first?.email == "zoe@example.org")
            #expect(matches.first?.tickets.map(\.view.ticket.holder) == ["Zoë Ångström", "Bob Stone", "Zoë Ångström +2"], "\(query)")
        }
    }

    @Test func aPlusOneFindsTheWholeParty() async throws {
        let fixture = try await party()
        let matches = try await find("bob", fixture)
        #expect(matches.map(\.name) == ["Zoë Ångström"])
        #expect(matches.first?.tickets.map(\.view.ticket.holder) == ["Zoë Ångström", "Bob Stone", "Zoë Ångström +2"])
    }

    @Test func aHolderWithoutAGuestIsFoundByNameOrEmail() async throws {
        let fixture = try await party()
        for query in ["walt", "holder", "example.net"] {
            let matches = try await find(query, fixture)
            #expect(matches.map(\.name) == ["Walter Holder"] && matches.first?.email == "walter@example.net", "\(query)")
            #expect(matches.first?.tickets.count == 1)
        }
    }

    @Test func everyMatchingPartyOnceInTheOrderOfTheirTickets() async throws {
        let fixture = try await party()
        #expect(try await find("an", fixture).map(\.name) == ["Zoë Ångström", "Anna Berg"])
        #expect(try await find("example", fixture).map(\.name) == ["Zoë Ångström", "Walter Holder"])
        #expect(try await find("nobody here", fixture).isEmpty)
    }

    @Test func theDoorSeesWhoIsInsideAndWhatIsCancelled() async throws {
        let fixture = try await party()
        let tickets = await fixture.tickets()
        let bob = try #require(tickets.first { $0.holder == "Bob Stone" })
        let third = try #require(tickets.first { $0.holder == "Zoë Ångström +2" })
        _ = try await fixture.door().admit(reference: bob.reference)
        try await fixture.cancel(third.reference)
        let found = try #require(try await find("zoe", fixture).first).tickets
        #expect(found.map(\.inside) == [false, true, false])
        #expect(found.map(\.view.ticket.status) == [.valid, .valid, .cancelled])
    }

    /// What the search found is let in by its reference, through the same rule as a scan.
    @Test func aFoundTicketIsAdmittedByItsReference() async throws {
        let fixture = try await party()
        let other = try await fixture.otherEvent()
        let bob = try #require(try await find("bob", fixture).first?.tickets.first { $0.view.ticket.holder == "Bob Stone" }).view.ticket
        let third = try #require(await fixture.tickets().first { $0.holder == "Zoë Ångström +2" })
        try await fixture.cancel(third.reference)
        let door = try await OpenDoor(fixture.dependencies).execute(OpenDoorRequest(event: "gala", device: "desk"))
        let typed = bob.reference.lowercased().replacingOccurrences(of: "0", with: "o")
        let admitted = try await door.admit(reference: String(typed.prefix(4)) + "-" + typed.dropFirst(4))
        #expect(admitted.isRecorded && admitted.ticket?.ticket.holder == "Bob Stone" && admitted.code == bob.reference)
        let again = try await door.admit(reference: bob.reference)
        if case .alreadyInside = again.refusal {} else { Issue.record("\(String(describing: again.refusal))") }
        let cancelled = try await door.admit(reference: third.reference)
        if case .cancelled = cancelled.refusal {} else { Issue.record("\(String(describing: cancelled.refusal))") }
        for reference in [other.ticket.ticket.reference, "ZZZZZZZZ", "short"] {
            let error = await domainError { _ = try await door.admit(reference: reference) }
            #expect(error?.field == "ticket" && error?.code == "not_found", "\(reference)")
        }
        #expect(await fixture.store.scans(of: fixture.event.id).map(\.ticketID) == [bob.id])
        #expect(await fixture.store.scans(of: other.event.id).isEmpty)
    }

    @Test func aPhoneScreenOfPartiesAtMost() async throws {
        let fixture = try await party()
        for _ in 0..<3 { try await fixture.issue("regular", name: "Sam Walk-In", count: 8) }
        let matches = try await find("walk-in", fixture)
        #expect(matches.count == 20 && matches.allSatisfy { $0.tickets.count == 1 })
    }

    @Test func fewerThanTwoLettersAreRefused() async throws {
        let fixture = try await party()
        for query in ["", "z", "  z  ", "\n"] {
            let error = await domainError { _ = try await find(query, fixture) }
            #expect(error?.field == "q" && error?.category == .invalidData, "\(query.debugDescription)")
        }
        #expect(try await find("zo", fixture).count == 1)
    }
}
