import DesignTokens
import Domain
import Tickets

/// A guest's tickets as cards: holder, type, the QR code (inline SVG, drawn large enough to scan
/// from a phone held up at the door) and the reference people can type. The printable view is
/// the same cards alone, one per printed page.
enum GuestTicketsMarkup {
    static func section(_ tickets: GuestTicketsResponse, printable: String) -> Node {
        guard !tickets.tickets.isEmpty else { return .empty }
        return .tag(.section, [.class("card", "guest-tickets"), .id("tickets")], [
            .tag(.h2, text: Plural.noun(tickets.tickets.count, "Your ticket", "Your tickets")),
        ] + cards(tickets) + [.tag(.p, [], [.tag(.a, [.href(printable), .id("printable")], text: "Printable view")])])
    }

    static func printable(_ tickets: GuestTicketsResponse) -> Page {
        let content = tickets.tickets.isEmpty ? [.tag(.p, [.class("empty")], text: "You hold no tickets yet.")] : cards(tickets)
        return Page(title: "Tickets: \(tickets.event.title)", content: [.tag(.div, [.class("printable-tickets")], content)], forGuest: true)
    }

    private static func cards(_ tickets: GuestTicketsResponse) -> [Node] {
        tickets.tickets.map { shown in
            let ticket = shown.view.ticket
            let symbol = shown.symbol
            let code = Picture(width: symbol.size, height: symbol.size, label: "QR code of ticket \(ticket.reference)") { x, y in symbol[x, y] }
            return .tag(.article, [.class("ticket-card"), .data("reference", ticket.reference)], [
                .tag(.p, [.class("ticket-event")], text: tickets.event.title),
                .tag(.p, [.class("ticket-holder")], text: ticket.holder),
                .tag(.p, [.class("ticket-type")], text: shown.view.type.name),
                .tag(.div, [.class("ticket-qr")], [.picture(code)]),
                .tag(.p, [.class("ticket-reference")], text: ticket.reference),
            ])
        }
    }
}
