import Domain

/// One message in `rushday mail outbox --format json`. Stable schema; every key is always
/// present, `null` when not set:
///
///     {"id": "UUID", "kind": "invitation" | "tickets" | "reminder" | "promotion" | "answer" | "answers",
///      "guest": "ada-lovelace" | null, "to": "ada@example.org",
///      "status": "queued" | "sent" | "failed" | "replaced" | "cancelled", "attempts": 1,
///      "nextAttemptAt": "2026-06-01T14:00:00+02:00" | null, "sentAt": "..." | null,
///      "lastReply": "250 2.0.0 OK" | null, "lastAttemptAt": "..." | null, "createdAt": "..."}
///
/// `guest` is null once the guest was removed, and for a notice to an organiser (`answer`,
/// `answers`), whose `to` is the organiser's address; `nextAttemptAt` is set only while queued.
/// Instants are ISO 8601 in the event's zone, with its offset.
struct OutboxMessageJSON: Encodable, Sendable {
    let id: String
    let kind: String
    let guest: String?
    let to: String
    let status: String
    let attempts: Int
    let nextAttemptAt: String?
    let sentAt: String?
    let lastReply: String?
    let lastAttemptAt: String?
    let createdAt: String

    init(_ entry: OutboxResponse.Entry, zone: TimeZoneID) {
        let message = entry.message
        id = message.id.rawValue.uuidString.lowercased()
        kind = message.kind.rawValue
        guest = entry.guest?.handle.value
        to = message.recipient.value
        status = message.status.rawValue
        attempts = message.attempts
        nextAttemptAt = message.status == .queued ? ZonedTime.iso8601(message.nextAttemptAt, in: zone) : nil
        sentAt = message.sentAt.map { ZonedTime.iso8601($0, in: zone) }
        lastReply = message.lastReply
        lastAttemptAt = message.lastAttemptAt.map { ZonedTime.iso8601($0, in: zone) }
        createdAt = ZonedTime.iso8601(message.createdAt, in: zone)
    }

    enum CodingKeys: String, CodingKey {
        case id, kind, guest, to, status, attempts, nextAttemptAt, sentAt, lastReply, lastAttemptAt, createdAt
    }

    /// Nil is written as `null` (the synthesised encoder would leave the key out).
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(guest, forKey: .guest)
        try container.encode(to, forKey: .to)
        try container.encode(status, forKey: .status)
        try container.encode(attempts, forKey: .attempts)
        try container.encode(nextAttemptAt, forKey: .nextAttemptAt)
        try container.encode(sentAt, forKey: .sentAt)
        try container.encode(lastReply, forKey: .lastReply)
        try container.encode(lastAttemptAt, forKey: .lastAttemptAt)
        try container.encode(createdAt, forKey: .createdAt)
    }
}
