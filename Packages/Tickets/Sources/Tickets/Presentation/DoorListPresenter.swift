public import DesignTokens
import Domain
import Foundation

/// What the door takes offline and finds by name. The offline list (`tickets door snapshot`,
/// the page's `/door/list`) is JSON whatever the format, as a key file is one line: `{"event":
/// {"id", "handle", "title", "zone"}, "publicKey": base64 of the raw Ed25519 key, "madeAt",
/// "tickets": [{"id", "ticket", "holder", "type", "status", "inside"}], "code": {"prefix",
/// "family", "alphabet", "length", "body": [{"name", "bytes"}], "signature"}, "refusals":
/// {name: words}}`: the last two for a door that reads codes itself (the page's script), so it
/// parses a code and words a refusal as `tickets checkin` does without a copy of its own. A
/// search: `{"matches": [{"name", "email" | null, "tickets": [{"ticket", "holder", "type",
/// "status", "inside"}]}]}`.
public enum DoorListPresenter {
    // Codable: `OfflineList` reads back what `list` writes.
    struct EventJSON: Codable, Sendable {
        let id: String
        let handle: String
        let title: String
        let zone: String
    }

    struct ListJSON: Codable, Sendable {
        let event: EventJSON
        let publicKey: String
        let madeAt: String
        let tickets: [TicketJSON]
        // Written always; a list written before them reads back without.
        var code: CodeJSON? = .current
        var refusals: [String: String]? = CodeRefusal.words
    }

    /// A code's form (`TicketCode`): its prefix, what every version's prefix starts with, Base45's
    /// alphabet, its length in characters, its body's parts in order (bytes each) and the
    /// signature's bytes.
    struct CodeJSON: Codable, Sendable {
        struct Part: Codable, Sendable {
            let name: String
            let bytes: Int
        }

        let prefix: String
        let family: String
        let alphabet: String
        let length: Int
        let body: [Part]
        let signature: Int

        static let current = CodeJSON(prefix: TicketCode.prefix, family: TicketCode.family, alphabet: String(decoding: Base45.alphabet, as: UTF8.self),
                                      length: TicketCode.textLength, body: TicketCode.bodyParts.map { Part(name: $0.0, bytes: $0.1) },
                                      signature: TicketCode.signatureLength)
    }

    struct TicketJSON: Codable, Sendable {
        let id: String
        let ticket: String
        let holder: String
        let type: String
        let status: String
        let inside: Bool

        init(_ ticket: DoorTicket) {
            id = ticket.view.ticket.id.description
            self.ticket = ticket.view.ticket.reference
            holder = ticket.view.ticket.holder
            // The handle, as a scan's JSON has it, so a door offline prints what it does online.
            type = ticket.view.type.handle.value
            status = ticket.view.ticket.status.rawValue
            inside = ticket.inside
        }
    }

    struct MatchJSON: Encodable, Sendable {
        let name: String
        let email: String?
        let tickets: [TicketJSON]

        enum CodingKeys: String, CodingKey { case name, email, tickets }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(email, forKey: .email)
            try container.encode(tickets, forKey: .tickets)
        }
    }

    struct MatchesJSON: Encodable, Sendable {
        let query: String
        let matches: [MatchJSON]
    }

    /// The offline list; its JSON is the document every face gives (render it as JSON).
    public static func list(_ response: DoorListResponse) -> Presentation {
        let json = ListJSON(event: EventJSON(id: response.event.id.description, handle: response.event.handle.value, title: response.event.title,
                                  zone: response.event.timeZone.identifier),
                 publicKey: Data(response.publicKey).base64EncodedString(),
                 madeAt: ZonedTime.iso8601(response.madeAt, in: response.event.timeZone),
                 tickets: response.tickets.map(TicketJSON.init))
        return Presentation(document: Document([.text("\(Plural.of(json.tickets.count, "ticket")) of \(json.event.handle)", .caption, .muted)]),
                            csv: Table(columns: ["id", "ticket", "holder", "type", "status", "inside"].map { Table.Column($0) },
                                       rows: json.tickets.map { [$0.id, $0.ticket, $0.holder, $0.type, $0.status, String($0.inside)].map { Cell($0) } },
                                       emptyMessage: ""),
                            json: json)
    }

    public static func matches(_ response: DoorMatchesResponse) -> Presentation {
        let json = MatchesJSON(query: response.query, matches: response.matches.map {
            MatchJSON(name: $0.name, email: $0.email, tickets: $0.tickets.map(TicketJSON.init))
        })
        let rows = response.matches.flatMap { match in
            match.tickets.map { ticket in
                [Cell(match.name), Cell(ticket.view.ticket.reference), Cell(ticket.view.ticket.holder), Cell(ticket.view.type.name),
                 Cell(ticket.view.ticket.status.rawValue, tone: ticket.view.ticket.status == .valid ? .plain : .warning),
                 Cell(ticket.inside ? "inside" : "", tone: .success)]
            }
        }
        return Presentation(
            document: Document([.table(Table(columns: ["Party", "Ticket", "Holder", "Type", "Status", "Inside"].map { Table.Column($0) },
                                             rows: rows, emptyMessage: "Nobody matches \(UserText.quoted(response.query)).")) ]),
            csv: Table(columns: ["name", "ticket", "holder", "type", "status", "inside"].map { Table.Column($0) },
                       rows: response.matches.flatMap { match in
                           match.tickets.map { [match.name, $0.view.ticket.reference, $0.view.ticket.holder, $0.view.type.name,
                                                $0.view.ticket.status.rawValue, String($0.inside)].map { Cell($0) } }
                       }, emptyMessage: ""),
            json: json)
    }
}
