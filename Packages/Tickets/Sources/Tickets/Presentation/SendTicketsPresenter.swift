public import DesignTokens
public import Domain

/// `tickets send`: one line per mail queued, and the tickets left out. JSON:
///
///     {"queued": [{"guest": "ada", "message": "UUID", "tickets": ["K7QM3XPA"]}],
///      "skipped": [{"ticket": "K7QM3XPA", "reason": "cancelled"}]}
public enum SendTicketsPresenter {
    public static func sent(_ response: SendTicketsResponse, words: FaceWords) -> Presentation {
        let count = response.mails.reduce(0) { $0 + $1.tickets.count }
        var blocks: [Block] = [response.mails.isEmpty
            ? .status(.warning, "No ticket mail queued for \(response.event.title).", .warning)
            : .status(.success, "Queued \(Plural.of(response.mails.count, "mail")) carrying \(Plural.of(count, "ticket")) for \(response.event.title).", .success)]
        blocks += response.skipped.map { .status(.warning, "\($0.ticket): not sent (\($0.reason))", .warning) }
        if !response.mails.isEmpty { blocks.append(.text(words.step(.sendMail(event: response.event.handle)), .caption, .muted)) }
        let rows = response.mails.map { [Cell($0.guest.value), Cell($0.tickets.joined(separator: " ")), Cell($0.message.rawValue.uuidString.lowercased())] }
        return Presentation(document: Document(blocks),
                            csv: Table(columns: ["guest", "tickets", "message"].map { Table.Column($0) }, rows: rows),
                            json: SendJSON(response))
    }

    struct SendJSON: Encodable, Sendable {
        struct Queued: Encodable, Sendable {
            let guest: String
            let message: String
            let tickets: [String]
        }

        struct Skipped: Encodable, Sendable {
            let ticket: String
            let reason: String
        }

        let queued: [Queued]
        let skipped: [Skipped]

        init(_ response: SendTicketsResponse) {
            queued = response.mails.map { Queued(guest: $0.guest.value, message: $0.message.rawValue.uuidString.lowercased(), tickets: $0.tickets) }
            skipped = response.skipped.map { Skipped(ticket: $0.ticket, reason: $0.reason) }
        }
    }
}
