public import DesignTokens
import Domain

/// Tickets in every output format. JSON: `TicketJSON` (an array for issue and list, one object
/// for show and cancel). CSV: the `TicketJSON` keys, the price as decimal and currency.
public enum TicketsPresenter {
    public static func issued(_ response: TicketsResponse) -> Presentation {
        let headline = "Issued \(Plural.of(response.tickets.count, "ticket")) for \(response.event.handle)"
            + (response.mailed == nil ? "" : "; their mail is queued")
        // Only the format asked for is made: ten thousand tickets' CSV dates cost as much as their insert.
        return Presentation(document: { Document([.status(.success, headline, .success), .table(table(response, for: .screen))]) },
                            csv: { table(response, for: .csv) }, json: { response.tickets.map { TicketJSON($0, event: response.event) } })
    }

    public static func list(_ response: TicketsResponse) -> Presentation {
        Presentation(
            document: {
                let valid = response.tickets.count { $0.ticket.status == .valid }
                return Document([.heading("Tickets of \(response.event.handle)", .section), .table(table(response, for: .screen)),
                                 .text("\(response.tickets.count) shown; \(valid) valid", .caption, .muted)])
            },
            csv: { table(response, for: .csv) },
            json: { response.tickets.map { TicketJSON($0, event: response.event) } })
    }

    /// The card, the code, then the QR code drawn from it (with its quiet zone) and the image
    /// files the face wrote. JSON and CSV are the ticket's, as for `cancel`.
    public static func show(_ response: ShownTicketResponse, written: [String]) -> Presentation {
        var extra: [Block] = []
        if let symbol = response.symbol {
            extra.append(.picture(Picture(width: symbol.size, height: symbol.size, label: "QR code of ticket \(response.ticket.tickets.first?.ticket.reference ?? "")") { x, y in
                symbol[x, y]
            }))
        }
        extra += written.map { .status(.success, "Wrote \($0)", .success) }
        return one(response.ticket, headline: nil, extra: extra)
    }

    public static func cancelled(_ response: TicketsResponse) -> Presentation {
        one(response, headline: "Cancelled \(response.tickets.first?.ticket.reference ?? ""); its place is free and its code refused")
    }

    /// The ticket as a card (what a peer's ticket says: the event, when with its zone, where, the
    /// price), its code alone on a line of its own, never broken by us: a terminal's own soft wrap
    /// copies back as the one line, where inserted breaks lose the code's spaces. Then `extra`.
    private static func one(_ response: TicketsResponse, headline: String?, extra: [Block] = []) -> Presentation {
        guard let view = response.tickets.first else { return list(response) }
        let ticket = view.ticket
        let zone = response.event.timeZone
        var fields = [
            Card.Field("Reference", Cell(ticket.reference)),
            Card.Field("Event", Cell("\(response.event.title) (\(response.event.handle))")),
            Card.Field("When", .time(ZonedTime.said(response.event.startsAt, response.event.endsAt, in: zone))),
            Card.Field("Venue", response.event.venue.map { Cell($0) } ?? Cell("not set", tone: .muted)),
            Card.Field("Type", Cell("\(view.type.name) (\(view.type.handle))")),
            Card.Field("Price", Cell(ticket.price.description)),
            Card.Field("Email", ticket.email.map { Cell($0.value) } ?? Cell("not set", tone: .muted)),
            Card.Field("Issued", .time(ZonedTime.said(ticket.issuedAt, in: zone))),
        ]
        if let cancelledAt = ticket.cancelledAt { fields.append(Card.Field("Cancelled", .time(ZonedTime.said(cancelledAt, in: zone), tone: .warning))) }
        var blocks: [Block] = headline.map { [.status(.success, $0, .success)] } ?? []
        let tone: Tone = ticket.status == .valid ? .success : .warning
        blocks.append(.card(Card(title: ticket.holder, badge: Badge(ticket.status.rawValue, tone: tone), fields: fields)))
        blocks.append(.text("Code (copy the whole line, spaces included):", .caption, .muted))
        blocks.append(.text(view.code, .code, .plain))
        blocks += extra
        return Presentation(document: Document(blocks), csv: table(response, for: .csv), json: TicketJSON(view, event: response.event))
    }

    enum Target { case screen, csv }

    static func table(_ response: TicketsResponse, for target: Target) -> Table {
        let zone = response.event.timeZone
        switch target {
        case .screen:
            let columns = [Table.Column("TICKET", truncates: false), Table.Column("HOLDER"), Table.Column("TYPE"),
                           Table.Column("STATUS", truncates: false), Table.Column("PRICE", alignment: .trailing)]
            let rows = response.tickets.map { view -> [Cell] in
                [Cell(view.ticket.reference), Cell(view.ticket.holder), Cell(view.type.handle.value),
                 Cell(view.ticket.status.rawValue, tone: view.ticket.status == .valid ? .success : .muted), Cell(view.ticket.price.description)]
            }
            return Table(columns: columns, rows: rows, emptyMessage: "No tickets.")
        case .csv:
            let keys = ["reference", "code", "event", "type", "holder", "email", "status", "price", "currency", "issuedAt", "cancelledAt"]
            let rows = response.tickets.map { view -> [Cell] in
                [view.ticket.reference, view.code, response.event.handle.value, view.type.handle.value, view.ticket.holder,
                 view.ticket.email?.value ?? "", view.ticket.status.rawValue, view.ticket.price.decimalString, view.ticket.price.currency.code,
                 ZonedTime.iso8601(view.ticket.issuedAt, in: zone), view.ticket.cancelledAt.map { ZonedTime.iso8601($0, in: zone) } ?? ""]
                    .map { Cell($0) }
            }
            return Table(columns: keys.map { Table.Column($0) }, rows: rows, emptyMessage: "")
        }
    }
}
