import Domain
import DomainTestSupport
import Testing
import Tickets

/// A reference is typed as Crockford Base32 is decoded: O for 0, I and L for 1, any case,
/// hyphens and spaces ignored, wherever a command takes one.
@Suite struct TicketReferenceTests {
    /// Each reference as a person might copy it by hand: lower case, grouped by a hyphen, its
    /// zeros typed as O and its ones as I or L.
    private static func handTyped(_ reference: String) -> String {
        var typed = ""
        for (offset, character) in reference.enumerated() {
            if offset == 4 { typed += " - " }
            switch character {
            case "0": typed += "o"
            case "1": typed += offset.isMultiple(of: 2) ? "I" : "l"
            default: typed += character.lowercased()
            }
        }
        return typed
    }

    @Test func lettersThatLookLikeDigitsFindTheTicket() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let issued = try await fixture.issue("regular", count: 10).map(\.ticket.reference)
        let lookalikes = issued.filter { $0.contains("0") || $0.contains("1") }
        try #require(!lookalikes.isEmpty, "no reference among \(issued) holds a 0 or a 1")
        for reference in lookalikes {
            let shown = try await ShowTicket(fixture.dependencies).execute(ShowTicketRequest(ticket: Self.handTyped(reference)))
            #expect(shown.ticket.tickets.map(\.ticket.reference) == [reference])
        }
        let cancelled = try await CancelTicket(fixture.dependencies).execute(TicketReference(ticket: Self.handTyped(lookalikes[0])))
        #expect(cancelled.tickets.map(\.ticket.reference) == [lookalikes[0]])
    }

    @Test func aLetterCrockfordDoesNotReadIsNoTicket() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let reference = try #require(try await fixture.issue("regular").first?.ticket.reference)
        let error = await domainError { _ = try await ShowTicket(fixture.dependencies).execute(ShowTicketRequest(ticket: "U" + reference.dropFirst())) }
        #expect(error?.field == "ticket")
    }
}
