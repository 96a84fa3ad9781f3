public import DesignTokens
public import Domain
import Foundation

/// `mail outbox` and `mail retry`: one row a message, the server's last reply whole.
public enum OutboxPresenter {
    public static func outbox(_ response: OutboxResponse, words: FaceWords) -> Presentation {
        let zone = response.event.timeZone
        let empty = response.onlyTo.map { "No mail to \($0.name) yet." }
            ?? "No mail for \(response.event.title) yet. \(words.step(.inviteGuests(event: response.event.handle)))"
        let waiting = !response.setUp && response.messages.contains { $0.message.status == .queued }
        var notes: [Block] = waiting ? [.status(.warning, "Mail is not set up, so queued messages wait; \(words.step(.setUpMail)).", .warning)] : []
        let held = response.held
        if let until = held.compactMap(\.claimedUntil).max() {
            notes.append(.sentence(.time(ZonedTime.said(until, in: zone), before: "\(Plural.of(held.count, "queued message")) held by a sender that stopped mid-batch, until ",
                                         after: "; the first send after that sends them, once."), .body, .muted))
        }
        let table = table(response, zone: zone, empty: empty)
        let blocks = notes
        return Presentation(document: { Document(blocks + [.table(table)]) }, csv: { table },
                            json: { response.messages.map { OutboxMessageJSON($0, zone: zone) } })
    }

    public static func retried(_ response: OutboxResponse, words: FaceWords) -> Presentation {
        let count = response.messages.count
        let line: Block = count == 0
            ? .status(.info, "No failed message to retry for \(response.event.title).", .plain)
            : .status(.success, "Queued \(Plural.of(count, "message")) again. \(words.step(.sendMail(event: response.event.handle)))", .success)
        let zone = response.event.timeZone
        return Presentation(document: { Document([line]) }, csv: { table(response, zone: zone, empty: "") },
                            json: { response.messages.map { OutboxMessageJSON($0, zone: zone) } })
    }

    /// `mail cancel`: JSON `{"cancelled": [message as in the outbox], "beingSent": ["id"]}`; CSV the
    /// cancelled messages as the outbox's rows.
    public static func cancelled(_ response: CancelMailResponse) -> Presentation {
        struct CancelledJSON: Encodable, Sendable {
            let cancelled: [OutboxMessageJSON]
            let beingSent: [String]
        }
        let count = response.cancelled.messages.count
        var blocks: [Block] = [count == 0 ? .status(.info, "No queued message to cancel for \(response.cancelled.event.title).", .plain)
            : .status(.success, "Cancelled \(Plural.of(count, "message")); \(count == 1 ? "it is" : "they are") never sent.", .success)]
        if !response.beingSent.isEmpty {
            blocks.append(.status(.warning, "\(Plural.of(response.beingSent.count, "message")) began sending meanwhile and \(response.beingSent.count == 1 ? "goes" : "go"): "
                                  + response.beingSent.map { ShortID.of($0.rawValue) }.joined(separator: ", "), .warning))
        }
        let zone = response.cancelled.event.timeZone
        let said = blocks
        return Presentation(document: { Document(said) }, csv: { table(response.cancelled, zone: zone, empty: "") },
                            json: { CancelledJSON(cancelled: response.cancelled.messages.map { OutboxMessageJSON($0, zone: zone) },
                                                  beingSent: response.beingSent.map(\.rawValue.uuidString).map { $0.lowercased() }) })
    }

    private static func table(_ response: OutboxResponse, zone: TimeZoneID, empty: String) -> Table {
        Table(columns: [Table.Column("Message", truncates: false), Table.Column("Kind"), Table.Column("Guest", truncates: false),
                        Table.Column("To", truncates: false), Table.Column("Status"), Table.Column("Attempts", alignment: .trailing),
                        Table.Column("When", truncates: false), Table.Column("Last reply")],
              rows: response.messages.map { entry in
                  let message = entry.message
                  let when = message.sentAt ?? (message.status == .queued ? message.nextAttemptAt : message.lastAttemptAt ?? message.createdAt)
                  return [Cell(ShortID.of(message.id.rawValue)), Cell(message.kind.rawValue), Cell(entry.guest?.handle.value ?? recipientLabel(message.kind), tone: entry.guest == nil ? .muted : .plain),
                          Cell(message.recipient.value), Cell(message.status.rawValue, tone: tone(message.status)), Cell(String(message.attempts)),
                          .time(ZonedTime.said(when, in: zone)), Cell(message.lastReply.map(oneLine) ?? "")]
              },
              emptyMessage: empty)
    }

    /// A multi-line reply on one row; JSON keeps it whole.
    private static func oneLine(_ reply: String) -> String {
        reply.split(whereSeparator: \.isNewline).joined(separator: " / ")
    }

    static func tone(_ status: MailStatus) -> Tone {
        switch status {
        case .queued: .plain
        case .sent: .success
        case .failed: .error
        case .replaced, .cancelled: .muted
        }
    }

    /// Who a message without a guest goes to.
    private static func recipientLabel(_ kind: MailKind) -> String {
        switch kind {
        case .task: "(assignee)"
        case .shift, .shiftNews: "(volunteer)"
        case _ where kind.isNotice: "(organisers)"
        default: "(removed)"
        }
    }
}
