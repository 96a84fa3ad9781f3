import Domain
import Foundation

/// A row of `mail_messages`, in the order `read` takes its columns. Tickets are a JSON array of
/// ticket ids (`JSONText`).
enum MailMessageRow {
    static let table = "mail_messages"
    static let columns = """
        id, event_id, guest_id, kind, recipient, subject, note, link_secret, tickets, reminder_id, status, attempts, \
        next_attempt_at, claimed_until, last_reply, last_attempt_at, unsubscribe_digest, created_at, sent_at
        """

    static func read(_ row: any SQLRow) throws -> OutboxMessage {
        OutboxMessage(id: try StoredValue.identifier(try row.text(0), table: table),
                      eventID: try StoredValue.identifier(try row.text(1), table: table),
                      guestID: try row.optionalText(2).map { text throws(CorruptRow) in try StoredValue.identifier(text, table: table) },
                      kind: try StoredValue.raw(try row.text(3), table: table),
                      recipient: try StoredValue.email(try row.text(4), table: table),
                      subject: try row.optionalText(5), note: try row.optionalText(6), linkSecret: try row.optionalText(7),
                      tickets: try JSONText.list(try row.text(8), table: table).map { text throws(CorruptRow) in
                          try StoredValue.identifier(text, table: table)
                      },
                      reminder: try row.optionalText(9).map { text throws(CorruptRow) in try StoredValue.identifier(text, table: table) },
                      status: try StoredValue.raw(try row.text(10), table: table), attempts: Int(try row.integer(11)),
                      nextAttemptAt: Instant.date(try row.integer(12)), claimedUntil: try row.optionalInteger(13).map(Instant.date),
                      lastReply: try row.optionalText(14), lastAttemptAt: try row.optionalInteger(15).map(Instant.date),
                      unsubscribeDigest: try row.optionalText(16), createdAt: Instant.date(try row.integer(17)),
                      sentAt: try row.optionalInteger(18).map(Instant.date))
    }

    /// Made once: an invitation of 10,000 guests queues as many. A reminder's second message
    /// to one guest, and a message whose id is taken, are left out (0 rows).
    private static let insertText = """
        INSERT INTO mail_messages (\(columns)) VALUES (\(SQL.placeholders(19)))
        ON CONFLICT DO NOTHING
        """

    static func insert(_ message: OutboxMessage) -> SQL {
        SQL(insertText, [
            message.id.columnValue, message.eventID.columnValue, message.guestID?.columnValue ?? .null, .text(message.kind.rawValue),
            .text(message.recipient.value), optional(message.subject), optional(message.note), optional(message.linkSecret),
            .text(JSONText.text(message.tickets.map(\.description))), message.reminder?.columnValue ?? .null,
            .text(message.status.rawValue), .integer(Int64(message.attempts)), instant(message.nextAttemptAt),
            instant(message.claimedUntil), optional(message.lastReply), instant(message.lastAttemptAt),
            optional(message.unsubscribeDigest), instant(message.createdAt), instant(message.sentAt),
        ])
    }

    /// What an attempt changed, with the claim released; a message already sent is not
    /// touched, and one marked sent now loses its link secret.
    static func record(_ message: OutboxMessage) -> SQL {
        SQL(message.status == .sent ? recordSentText : recordText, [
            .text(message.status.rawValue), .integer(Int64(message.attempts)), instant(message.nextAttemptAt),
            optional(message.lastReply), instant(message.lastAttemptAt), instant(message.sentAt), message.id.columnValue,
        ])
    }

    private static let recordText = """
        UPDATE mail_messages SET status = ?, attempts = ?, next_attempt_at = ?, last_reply = ?, last_attempt_at = ?,
            sent_at = ?, claimed_until = NULL
        WHERE id = ? AND status <> 'sent'
        """
    private static let recordSentText = """
        UPDATE mail_messages SET status = ?, attempts = ?, next_attempt_at = ?, last_reply = ?, last_attempt_at = ?,
            sent_at = ?, claimed_until = NULL, link_secret = NULL
        WHERE id = ? AND status <> 'sent'
        """

    private static func optional(_ text: String?) -> ColumnValue {
        text.map(ColumnValue.text) ?? .null
    }

    static func instant(_ date: Date?) -> ColumnValue {
        date.map { .integer(Instant.milliseconds($0)) } ?? .null
    }
}
