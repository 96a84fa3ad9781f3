import DesignTokens
import Domain

/// The printable page of tickets: a grid of cards, each the event (title, when with its zone,
/// venue), the holder, the type and price, the QR code and the reference, kept whole across page
/// breaks: a ticket cut from the page says what it is for. A long word breaks inside its card
/// rather than widen it (a browser would shrink the whole page to fit, QR codes with it). The
/// file stands alone, so its style is inside it.
enum TicketSheetHTML {
    struct Card {
        let view: TicketView
        let symbol: QRSymbol
    }

    static func page(event: Event, cards: [Card]) -> String {
        let title = "Tickets: \(event.title)"
        let when = ZonedTime.spoken(event.startsAt, event.endsAt, in: event.timeZone)
        let tickets: [Node] = cards.map { card in
            let symbol = card.symbol
            let code = Picture(width: symbol.size, height: symbol.size, label: "QR code of ticket \(card.view.ticket.reference)") { x, y in symbol[x, y] }
            return .tag(.section, [.class("ticket")], [
                .tag(.div, [.class("event")], text: event.title),
                .tag(.div, [.class("when")], text: when),
                event.venue.map { .tag(.div, [.class("venue")], text: $0) } ?? .empty,
                .tag(.div, [.class("holder")], text: card.view.ticket.holder),
                .tag(.div, [.class("type")], text: "\(card.view.type.name) · \(card.view.ticket.price.description)"),
                .picture(code),
                .tag(.div, [.class("reference")], text: card.view.ticket.reference),
            ])
        }
        return HTMLPage(title: title, style: .embedded(style), body: [.tag(.h1, text: title), .tag(.div, [.class("tickets")], tickets)]).html
    }

    /// Black on white whatever the printer's colours: a QR code needs its contrast.
    private static let style = """
        body { font-family: system-ui, sans-serif; margin: 1cm; }
        .tickets { display: grid; grid-template-columns: repeat(auto-fill, minmax(6cm, 1fr)); gap: 0.5cm; }
        .ticket { border: 1px dashed #888; padding: 0.4cm; break-inside: avoid; page-break-inside: avoid; text-align: center;
                  min-width: 0; overflow-wrap: anywhere; word-break: break-word; }
        .ticket svg { width: 4.5cm; height: 4.5cm; shape-rendering: crispEdges; }
        .picture-light { fill: #fff; }
        .picture-dark { fill: #000; }
        .holder { font-size: 1.1em; font-weight: 600; }
        .event { font-weight: 600; }
        .when, .venue, .type, .reference { color: #444; }
        .reference { font-family: ui-monospace, monospace; letter-spacing: 0.1em; }
        """
}
