import DesignTokens
import Domain
import DomainTestSupport
import Foundation
import Testing
import Tickets

/// `show` draws the ticket's own code and makes it as images when asked; a cancelled ticket
/// gets no picture and no image; the sheet holds every valid ticket, escaped, once.
@Suite struct TicketPicturesTests {
    @Test func showDrawsTheTicketsCodeAndReturnsTheImagesAsked() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let ticket = try #require(try await fixture.issue("regular").first)
        let shown = try await ShowTicket(fixture.dependencies).execute(
            ShowTicketRequest(ticket: ticket.ticket.reference, images: [.png, .svg]))
        #expect(shown.symbol == (try StandInQRCodes().symbol(for: ticket.code)))
        #expect(shown.images == [TicketImage(format: .png, bytes: try StandInQRCodes().png(for: ticket.code)),
                                 TicketImage(format: .svg, bytes: Array((try StandInQRCodes().svg(for: ticket.code)).utf8))])
        let svgOnly = try await ShowTicket(fixture.dependencies).execute(ShowTicketRequest(ticket: ticket.ticket.reference, images: [.svg]))
        #expect(svgOnly.images.map(\.format) == [.svg])
    }

    @Test func aCancelledTicketIsShownWithoutAPictureAndGetsNoImage() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let ticket = try #require(try await fixture.issue("regular").first)
        _ = try await CancelTicket(fixture.dependencies).execute(TicketReference(ticket: ticket.ticket.reference))
        let shown = try await ShowTicket(fixture.dependencies).execute(ShowTicketRequest(ticket: ticket.ticket.reference))
        #expect(shown.symbol == nil)
        let refused = await domainError {
            _ = try await ShowTicket(fixture.dependencies).execute(ShowTicketRequest(ticket: ticket.ticket.reference, images: [.svg]))
        }
        #expect(refused?.field == "svg")
    }

    @Test func theSheetHoldsEveryValidTicketEscapedWithItsCode() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        try await fixture.addType("VIP")
        let regular = try await fixture.issue("regular", name: "Ann <script>&", count: nil)
        let cancelled = try await fixture.issue("regular", name: "Bob")
        let vip = try await fixture.issue("vip", name: "Cy")
        _ = try await CancelTicket(fixture.dependencies).execute(TicketReference(ticket: cancelled[0].ticket.reference))

        let all = try await PrintTicketSheet(fixture.dependencies).execute(TicketSheetRequest(event: "gala"))
        #expect(all.tickets == 2)
        let page = all.html
        #expect(page.contains("Ann &lt;script&gt;&amp;"))
        #expect(!page.contains("<script>"))
        for view in regular + vip {
            let symbol = try StandInQRCodes().symbol(for: view.code)
            let code = Picture(width: symbol.size, height: symbol.size, label: "QR code of ticket \(view.ticket.reference)") { x, y in symbol[x, y] }
            let drawn = HTMLRenderer().render(Document([.picture(code)])).trimmingCharacters(in: .newlines)
            #expect(page.components(separatedBy: drawn).count == 2, "\(view.ticket.holder)")
            #expect(page.contains(view.ticket.reference))
        }
        #expect(!page.contains(cancelled[0].ticket.reference))

        let vipOnly = try await PrintTicketSheet(fixture.dependencies).execute(TicketSheetRequest(event: "gala", type: "vip"))
        #expect(vipOnly.tickets == 1)
    }

    /// A ticket cut from the sheet says what it is for, as every peer's does: the event's title,
    /// when (with the zone), where, and the price; a long name breaks inside its card.
    @Test func eachTicketOnTheSheetCarriesTheEventWhenWhereAndPrice() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular", price: "25.00")
        let holder = String(repeating: "W", count: 80)
        let tickets = try await fixture.issue("regular", name: holder, count: 2)
        let page = try await PrintTicketSheet(fixture.dependencies).execute(TicketSheetRequest(event: "gala")).html
        let event = fixture.event
        let when = ZonedTime.spoken(event.startsAt, event.endsAt, in: event.timeZone)
        #expect(when.hasSuffix(", Berlin time"), "as people say it")
        let cards = page.components(separatedBy: "<section class=\"ticket\">").dropFirst()
        #expect(cards.count == tickets.count)
        for card in cards {
            for text in ["Gala", when, "Old Town Hall", tickets[0].ticket.price.description, holder] {
                #expect(card.contains(text), "\(text) in \(card)")
            }
        }
        #expect(page.contains("overflow-wrap: anywhere"))
    }

    @Test func showSaysWhichEventWhenWhereAndTheCodeWholeOnItsOwnLine() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let ticket = try #require(try await fixture.issue("regular").first)
        let shown = try await ShowTicket(fixture.dependencies).execute(ShowTicketRequest(ticket: ticket.ticket.reference))
        let text = TerminalRenderer(capabilities: .init(width: 80)).render(TicketsPresenter.show(shown, written: []).document)
        let event = fixture.event
        for line in ["Event      Gala (gala)", "When       \(ZonedTime.span(event.startsAt, event.endsAt, in: event.timeZone))",
                     "Venue      Old Town Hall", "Price      \(ticket.ticket.price)"] {
            #expect(text.contains(line), "\(line) in \(text)")
        }
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).contains { $0 == ticket.code }, "\(text)")
    }
}
