public import DesignTokens
public import Domain

/// `guests invite`: how many invitations were queued, and who was left out and why. JSON:
///
///     {"queued": [{"guest": "ada", "message": "UUID"}],
///      "skipped": [{"guest": "bob", "reason": "no email" | "unsubscribed"}],
///      "notChosen": {"accepted": 8, "declined": 4}}   (the guests the filter left out, by status; {} when named)
public enum InvitePresenter {
    public static func invited(_ response: InviteGuestsResponse, words: FaceWords) -> Presentation {
        var blocks: [Block] = [response.queued.isEmpty
            ? .status(.warning, "No invitation queued for \(response.event.title).", .warning)
            : .status(.success, "Queued \(Plural.of(response.queued.count, "invitation")) for \(response.event.title), each with a new personal link.", .success)]
        blocks += response.skipped.map { .status(.warning, "\($0.guest): not invited (\($0.reason.rawValue))", .warning) }
        let others = RSVPStatus.allCases.compactMap { status in response.notChosen[status].map { (status, $0) } }
        if let first = others.first {
            let total = others.reduce(0) { $0 + $1.1 }
            let counts = others.map { "\($0.1) \($0.0)" }.joined(separator: ", ")
            blocks.append(.status(.info, "Left out \(Plural.of(total, "guest")) not chosen (\(counts)).", .muted))
            blocks.append(.text(words.step(.inviteOthers(event: response.event.handle, status: first.0)), .caption, .muted))
        }
        if !response.queued.isEmpty {
            blocks.append(.text(words.step(.sendMail(event: response.event.handle)), .caption, .muted))
        }
        let rows = response.queued.map { [Cell($0.guest.value), Cell("queued"), Cell($0.message.rawValue.uuidString.lowercased())] }
            + response.skipped.map { [Cell($0.guest.value), Cell($0.reason.rawValue), Cell("")] }
        return Presentation(document: Document(blocks),
                            csv: Table(columns: ["guest", "outcome", "message"].map { Table.Column($0) }, rows: rows),
                            json: InviteJSON(response))
    }

    struct InviteJSON: Encodable, Sendable {
        struct Queued: Encodable, Sendable {
            let guest: String
            let message: String
        }

        struct Skipped: Encodable, Sendable {
            let guest: String
            let reason: String
        }

        let queued: [Queued]
        let skipped: [Skipped]
        let notChosen: [String: Int]

        init(_ response: InviteGuestsResponse) {
            queued = response.queued.map { Queued(guest: $0.guest.value, message: $0.message.rawValue.uuidString.lowercased()) }
            skipped = response.skipped.map { Skipped(guest: $0.guest.value, reason: $0.reason.rawValue) }
            notChosen = Dictionary(uniqueKeysWithValues: response.notChosen.map { ($0.key.rawValue, $0.value) })
        }
    }
}
