import Domain
import Tickets

/// A guest's tickets as cards: holder, type, the QR code (inline SVG, drawn large enough to scan
/// from a phone held up at the door) and the reference people can type. The printable view is
/// the same cards alone, one per printed page.
enum GuestTicketsMarkup {
    static func section(_ tickets: GuestTicketsResponse, printable: String) -> String {
        guard !tickets.tickets.isEmpty else { return "" }
        return "<section class=\"card guest-tickets\" id=\"tickets\"><h2>\(Plural.noun(tickets.tickets.count, "Your ticket", "Your tickets"))</h2>"
            + cards(tickets) + "<p><a href=\"\(Markup.escape(printable))\" id=\"printable\">Printable view</a></p></section>"
    }

    static func printable(_ tickets: GuestTicketsResponse) -> Page {
        let content = tickets.tickets.isEmpty ? "<p class=\"empty\">You hold no tickets yet.</p>" : cards(tickets)
        return Page(title: "Tickets: \(tickets.event.title)", content: "<div class=\"printable-tickets\">\(content)</div>", forGuest: true)
    }

    private static func cards(_ tickets: GuestTicketsResponse) -> String {
        tickets.tickets.map { shown in
            let ticket = shown.view.ticket
            return "<article class=\"ticket-card\" data-reference=\"\(Markup.escape(ticket.reference))\">"
                + "<p class=\"ticket-event\">\(Markup.escape(tickets.event.title))</p>"
                + "<p class=\"ticket-holder\">\(Markup.escape(ticket.holder))</p>"
                + "<p class=\"ticket-type\">\(Markup.escape(shown.view.type.name))</p>"
                + "<div class=\"ticket-qr\" role=\"img\" aria-label=\"QR code of ticket \(Markup.escape(ticket.reference))\">\(shown.svg)</div>"
                + "<p class=\"ticket-reference\">\(Markup.escape(ticket.reference))</p></article>"
        }.joined()
    }
}
