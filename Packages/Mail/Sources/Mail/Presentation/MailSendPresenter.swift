public import DesignTokens
public import Domain

/// `mail send`: "Sent 12, 1 failed, 2 wait to retry.", and what another sender's claim holds.
/// JSON: {"sent": 12, "failed": 1, "retrying": 2, "replaced": 0, "held": 0, "heldUntil": null, "remindersQueued": 0}.
public enum MailSendPresenter {
    public static func summary(_ response: SendOutboxResponse, remindersQueued: Int, words: FaceWords) -> Presentation {
        var blocks: [Block] = []
        if remindersQueued > 0 { blocks.append(.status(.info, "Queued \(Plural.of(remindersQueued, "reminder")) now due.", .plain)) }
        let line = "Sent \(response.sent), \(response.failed) failed, \(response.retrying) wait to retry."
        blocks.append(.status(response.failed > 0 ? .warning : .success, line, response.failed > 0 ? .warning : .success))
        if response.failed > 0 { blocks.append(.text(words.step(.showFailedMail), .caption, .muted)) }
        if response.replaced > 0 {
            blocks.append(.status(.info, "\(Plural.of(response.replaced, "message")) not sent on purpose: a newer link replaced an invitation's, "
                                  + "or a task was done or changed before its reminder went (not a failure).", .muted))
        }
        if let until = response.held.until {
            blocks.append(.status(.info, "\(Plural.of(response.held.messages, "queued message")) held by another sender's claim until "
                                  + "\(until.formatted(.iso8601)) (a sender still sending, or one that stopped mid-batch); the first send after that sends them, once.", .muted))
        }
        return Presentation(document: Document(blocks),
                            csv: Table(columns: ["sent", "failed", "retrying", "replaced"].map { Table.Column($0) },
                                       rows: [[Cell(String(response.sent)), Cell(String(response.failed)), Cell(String(response.retrying)),
                                               Cell(String(response.replaced))]]),
                            json: MailSendJSON(sent: response.sent, failed: response.failed, retrying: response.retrying, replaced: response.replaced,
                                               held: response.held.messages,
                                               heldUntil: response.held.until.map { $0.formatted(.iso8601) }, remindersQueued: remindersQueued))
    }
}

/// `heldUntil` is written as null when no claim holds a message.
private struct MailSendJSON: Encodable, Sendable {
    let sent, failed, retrying, replaced, held: Int
    let heldUntil: String?
    let remindersQueued: Int

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sent, forKey: .sent)
        try container.encode(failed, forKey: .failed)
        try container.encode(retrying, forKey: .retrying)
        try container.encode(replaced, forKey: .replaced)
        try container.encode(held, forKey: .held)
        try container.encode(heldUntil, forKey: .heldUntil)
        try container.encode(remindersQueued, forKey: .remindersQueued)
    }

    private enum CodingKeys: String, CodingKey {
        case sent, failed, retrying, replaced, held, heldUntil, remindersQueued
    }
}
