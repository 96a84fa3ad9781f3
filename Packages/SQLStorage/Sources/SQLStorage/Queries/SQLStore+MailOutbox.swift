public import Domain
public import Foundation

extension SQLStore {
    @discardableResult
    public func queue(_ messages: [OutboxMessage]) async throws(DomainError) -> Int {
        try await writing { db in try db.queue(messages) }
    }

    /// One statement: the due rows are chosen and marked together, on PostgreSQL passing over
    /// rows another sender's claim holds (`forUpdateSkipLocked`), on SQLite inside the write
    /// transaction that admits one sender at a time.
    public func claim(limit: Int, now: Date, until: Date) async throws(DomainError) -> [OutboxMessage] {
        try await writing { db in
            let now = Instant.milliseconds(now)
            return try db.all("""
                UPDATE mail_messages SET claimed_until = \(Instant.milliseconds(until))
                WHERE id IN (
                    SELECT id FROM mail_messages
                    WHERE status = 'queued' AND next_attempt_at <= \(now) AND (claimed_until IS NULL OR claimed_until <= \(now))
                    ORDER BY created_at, id\(raw: db.dialect.bytewise) LIMIT \(max(limit, 0))\(raw: db.dialect.forUpdateSkipLocked))
                RETURNING \(raw: MailMessageRow.columns)
                """, MailMessageRow.read)
                .sorted { ($0.createdAt, $0.id.description) < ($1.createdAt, $1.id.description) }
        }
    }

    public func prepare(_ digests: [MailMessageID: String]) async throws(DomainError) {
        try await writing { db in
            for (id, digest) in digests {
                try db.execute("UPDATE mail_messages SET unsubscribe_digest = \(digest) WHERE id = \(id)")
            }
        }
    }

    public func record(_ messages: [OutboxMessage]) async throws(DomainError) {
        try await writing { db in
            for message in messages { try db.execute(MailMessageRow.record(message)) }
        }
    }

    public func cancel(_ messages: [MailMessageID], now: Date) async throws(DomainError) -> [MailMessageID] {
        try await writing { db in
            try messages.filter { id in
                try db.execute("""
                    UPDATE mail_messages SET status = 'cancelled', claimed_until = NULL
                    WHERE id = \(id) AND status = 'queued' AND (claimed_until IS NULL OR claimed_until <= \(Instant.milliseconds(now)))
                    """) == 1
            }
        }
    }

    public func messages(of event: EventID, status: MailStatus?) async throws(DomainError) -> [OutboxMessage] {
        try await reading { db in
            var sql: SQL = "SELECT \(raw: MailMessageRow.columns) FROM mail_messages WHERE event_id = \(event)"
            if let status { sql.append(" AND status = \(status.rawValue)") }
            sql.append(" ORDER BY created_at, id\(raw: db.dialect.bytewise)")
            return try db.all(sql, MailMessageRow.read)
        }
    }

    public func messages(of event: EventID, guest: GuestID) async throws(DomainError) -> [OutboxMessage] {
        try await reading { db in
            try db.all("""
                SELECT \(raw: MailMessageRow.columns) FROM mail_messages WHERE guest_id = \(guest) AND event_id = \(event)
                ORDER BY created_at, id\(raw: db.dialect.bytewise)
                """, MailMessageRow.read)
        }
    }

    public func message(_ id: MailMessageID) async throws(DomainError) -> OutboxMessage? {
        try await readingFirst("SELECT \(raw: MailMessageRow.columns) FROM mail_messages WHERE id = \(id)", MailMessageRow.read)
    }

    public func message(unsubscribeDigest: String) async throws(DomainError) -> OutboxMessage? {
        try await readingFirst("SELECT \(raw: MailMessageRow.columns) FROM mail_messages WHERE unsubscribe_digest = \(unsubscribeDigest)",
                               MailMessageRow.read)
    }

    public func counts(of event: EventID?) async throws(DomainError) -> [MailStatus: Int] {
        try await reading { db in
            var counts = Dictionary(uniqueKeysWithValues: MailStatus.allCases.map { ($0, 0) })
            let query: SQL = if let event { "SELECT status, count(*) FROM mail_messages WHERE event_id = \(event) GROUP BY status" }
                else { "SELECT status, count(*) FROM mail_messages GROUP BY status" }
            try db.forEach(query) { row in
                let status: MailStatus = try StoredValue.raw(try row.text(0), table: MailMessageRow.table)
                counts[status] = Int(try row.integer(1))
            }
            return counts
        }
    }

    /// A message another sender holds falls due when its claim runs out, not before.
    public func nextDue() async throws(DomainError) -> Date? {
        try await reading { db in
            try db.first("""
                SELECT min(CASE WHEN claimed_until > next_attempt_at THEN claimed_until ELSE next_attempt_at END)
                FROM mail_messages WHERE status = 'queued'
                """) { row in try row.optionalInteger(0) }?.map(Instant.date)
        }
    }

    public func held(at now: Date) async throws(DomainError) -> HeldClaims {
        try await reading { db in
            try db.first("""
                SELECT count(*), max(claimed_until) FROM mail_messages
                WHERE status = 'queued' AND claimed_until > \(Instant.milliseconds(now))
                """) { row in HeldClaims(messages: Int(try row.integer(0)), until: try row.optionalInteger(1).map(Instant.date)) }
                ?? HeldClaims(messages: 0, until: nil)
        }
    }
}

extension SQLExecutor {
    /// Queues `messages` inside this transaction, leaving out a reminder's second message to a
    /// guest and a message whose id is stored already (a day's notice queued again); a message to a guest not of its event throws `.referenceMissing`, as the foreign
    /// keys do for a guest or reminder that is not stored. Returns how many were queued.
    func queue(_ messages: [OutboxMessage]) throws -> Int {
        try requireGuestsOfTheirEvents(messages)
        var queued = 0
        for message in messages { queued += try execute(MailMessageRow.insert(message)) }
        return queued
    }

    /// One query per event and 500 guests: an invitation of 10,000 guests checks in 20.
    private func requireGuestsOfTheirEvents(_ messages: [OutboxMessage]) throws {
        let byEvent = Dictionary(grouping: messages, by: \.eventID).mapValues { Array(Set($0.compactMap(\.guestID))) }
        for (event, guests) in byEvent {
            for start in stride(from: 0, to: guests.count, by: 500) {
                let chunk = Array(guests[start..<min(start + 500, guests.count)])
                let found = try integer("SELECT count(*) FROM guests WHERE event_id = \(event) AND id IN (\(list: chunk))")
                guard found == chunk.count else { throw DomainError.referenceMissing }
            }
        }
    }
}
