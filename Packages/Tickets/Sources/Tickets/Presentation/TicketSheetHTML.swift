import Domain

/// The printable page of tickets: a grid of cards, each the event (title, when with its zone,
/// venue), the holder, the type and price, the QR code and the reference, kept whole across page
/// breaks: a ticket cut from the page says what it is for. Every text from users is escaped, and
/// a long word breaks inside its card rather than widen it (a browser would shrink the whole
/// page to fit, QR codes with it). The SVGs come from the QR maker, placed without their XML
/// declaration, which belongs to a file, not inside HTML.
enum TicketSheetHTML {
    struct Card {
        let view: TicketView
        let svg: String
    }

    static func page(event: Event, cards: [Card]) -> String {
        let title = escaped("Tickets: \(event.title)")
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(title)</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 1cm; }
            .tickets { display: grid; grid-template-columns: repeat(auto-fill, minmax(6cm, 1fr)); gap: 0.5cm; }
            .ticket { border: 1px dashed #888; padding: 0.4cm; break-inside: avoid; page-break-inside: avoid; text-align: center;
                      min-width: 0; overflow-wrap: anywhere; word-break: break-word; }
            .ticket svg { width: 4.5cm; height: 4.5cm; }
            .holder { font-size: 1.1em; font-weight: 600; }
            .event { font-weight: 600; }
            .when, .venue, .type, .reference { color: #444; }
            .reference { font-family: ui-monospace, monospace; letter-spacing: 0.1em; }
            </style>
            </head>
            <body>
            <h1>\(title)</h1>
            <div class="tickets">

            """
        for card in cards {
            html += """
                <section class="ticket">
                <div class="event">\(escaped(event.title))</div>
                <div class="when">\(escaped(ZonedTime.spoken(event.startsAt, event.endsAt, in: event.timeZone)))</div>
                \(event.venue.map { "<div class=\"venue\">\(escaped($0))</div>\n" } ?? "")<div class="holder">\(escaped(card.view.ticket.holder))</div>
                <div class="type">\(escaped(card.view.type.name)) · \(escaped(card.view.ticket.price.description))</div>
                \(inline(card.svg))
                <div class="reference">\(escaped(card.view.ticket.reference))</div>
                </section>

                """
        }
        return html + "</div>\n</body>\n</html>\n"
    }

    /// The SVG without its `<?xml ...?>` line.
    static func inline(_ svg: String) -> String {
        guard svg.hasPrefix("<?xml"), let end = svg.range(of: "?>") else { return svg }
        return String(svg[end.upperBound...].drop { $0.isNewline })
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
