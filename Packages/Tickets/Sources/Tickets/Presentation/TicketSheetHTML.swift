import Domain

/// The printable page of tickets: a grid of cards, each the holder, the type, the reference and
/// the QR code, kept whole across page breaks. Every text from users is escaped; the SVGs come
/// from the QR maker and are placed as they are.
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
            .ticket { border: 1px dashed #888; padding: 0.4cm; break-inside: avoid; page-break-inside: avoid; text-align: center; }
            .ticket svg { width: 4.5cm; height: 4.5cm; }
            .holder { font-size: 1.1em; font-weight: 600; }
            .type, .reference { color: #444; }
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
                <div class="holder">\(escaped(card.view.ticket.holder))</div>
                <div class="type">\(escaped(card.view.type.name))</div>
                \(card.svg)
                <div class="reference">\(escaped(card.view.ticket.reference))</div>
                </section>

                """
        }
        return html + "</div>\n</body>\n</html>\n"
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
