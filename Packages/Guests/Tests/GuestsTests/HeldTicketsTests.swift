import Domain
import DesignTokens
import DomainTestSupport
import Foundation
import Guests
import Testing

/// Tickets are not cancelled with an answer; a guest who declines or is removed while holding
/// valid ones is named with them, so the organiser can cancel what a door should refuse.
struct HeldTicketsTests {
    func screen(_ presentation: Presentation) -> String {
        TerminalRenderer(capabilities: .init(unicode: true, width: 400)).render(presentation.document)
    }

    @Test func aDeclineNamesTheTicketsStillHeld() async throws {
        let fixture = try await Fixture()
        let ann = try await fixture.add("Ann", party: 1)
        fixture.dependencies.tickets.give(ann.id, ["K7QM3XPA", "K7QM3XPB"])
        #expect(try await fixture.rsvp("ann", .accepted).heldTickets == [], "only a decline or a removal names them")
        let declined = try await fixture.rsvp("ann", .declined)
        #expect(declined.heldTickets == ["K7QM3XPA", "K7QM3XPB"])
        let screen = screen(GuestsPresenter.answered(declined, words: .plain))
        #expect(screen.contains("ann declined but still holds 2 valid tickets: K7QM3XPA, K7QM3XPB"), "\(screen)")
        #expect(try await fixture.rsvp("ann", .maybe).heldTickets == [])
    }

    @Test func aRemovalNamesThemAndAGuestWithoutTicketsIsNotWarned() async throws {
        let fixture = try await Fixture()
        let ann = try await fixture.add("Ann")
        try await fixture.add("Bob")
        fixture.dependencies.tickets.give(ann.id, ["K7QM3XPA"])
        let removed = try await RemoveGuest(fixture.dependencies).execute(GuestReference(event: "gala", guest: "ann"))
        #expect(removed.heldTickets == ["K7QM3XPA"])
        #expect(screen(GuestsPresenter.removed(removed, words: .plain)).contains("ann was removed but still holds 1 valid ticket: K7QM3XPA"))
        #expect(try await RemoveGuest(fixture.dependencies).execute(GuestReference(event: "gala", guest: "bob")).heldTickets == [])
    }

    @Test func showingAGuestNamesTheValidTicketsTheyHold() async throws {
        let fixture = try await Fixture()
        let ann = try await fixture.add("Ann")
        try await fixture.add("Bob")
        fixture.dependencies.tickets.give(ann.id, ["K7QM3XPA", "K7QM3XPB"])
        #expect(try await ShowGuest(fixture.dependencies).execute(GuestReference(event: "gala", guest: "ann")).heldTickets == ["K7QM3XPA", "K7QM3XPB"])
        #expect(try await ShowGuest(fixture.dependencies).execute(GuestReference(event: "gala", guest: "bob")).heldTickets == [])
    }

    @Test func anImportThatDeclinesAGuestHoldingTicketsNamesThem() async throws {
        let fixture = try await Fixture()
        let ann = try await fixture.add("Ann")
        fixture.dependencies.tickets.give(ann.id, ["K7QM3XPA"])
        let response = try await ImportGuests(fixture.dependencies).execute(
            ImportGuestsRequest(event: "gala", source: InMemoryTableSource([["name", "status"], ["Ann", "no"], ["Bob", "no"]]), dryRun: false, onDuplicate: .update, mappings: []))
        #expect(response.stillHeld == [TicketsStillHeld(guest: try Handle("ann"), tickets: ["K7QM3XPA"])])
    }
}
