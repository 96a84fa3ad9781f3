public import Domain
public import Foundation

/// The outbox's messages by id.
struct OutboxTable: InMemoryTable {
    var byID: [MailMessageID: OutboxMessage] = [:]

    /// Oldest first, ties by id, as the real stores order them.
    var inOrder: [OutboxMessage] {
        byID.values.sorted { ($0.createdAt, $0.id.description) < ($1.createdAt, $1.id.description) }
    }
}

extension InMemoryTables {
    /// Queues `messages`, leaving out a reminder's message for a guest who has one for that
    /// reminder and a message whose id is taken (a day's notice of answers queued again); a message naming a guest not of its event, or an unknown reminder, throws
    /// `.referenceMissing` as the real stores' foreign keys do. Returns how many were queued.
    mutating func queueMail(_ messages: [OutboxMessage]) throws(DomainError) -> Int {
        var queued = 0
        for message in messages {
            guard self.event(message.eventID) != nil else { throw .referenceMissing }
            if let guest = message.guestID, self[GuestTable.self].byEvent[message.eventID]?.contains(where: { $0.id == guest }) != true {
                throw .referenceMissing
            }
            if let reminder = message.reminder {
                guard self[ReminderTable.self].byID[reminder] != nil else { throw .referenceMissing }
                let duplicate = self[OutboxTable.self].byID.values.contains {
                    $0.reminder == reminder && $0.guestID == message.guestID
                }
                if duplicate { continue }
            }
            // A message whose id is stored already is left out, as the real stores' upserts leave it.
            guard self[OutboxTable.self].byID[message.id] == nil else { continue }
            self[OutboxTable.self].byID[message.id] = message.storedForm
            queued += 1
        }
        return queued
    }

    /// Messages go with their guest, and with their event, as the real stores' cascades take them:
    /// with `guests` given, the event's messages to anyone else (notices to organisers stay).
    mutating func removeMail(of event: EventID, keeping guests: Set<GuestID>? = nil) {
        self[OutboxTable.self].byID = self[OutboxTable.self].byID.filter { _, message in
            guard message.eventID == event, let guests else { return message.eventID != event }
            return message.guestID.map(guests.contains) ?? true
        }
    }
}

extension InMemoryStore: MailOutboxRepository {
    @discardableResult
    public func queue(_ messages: [OutboxMessage]) throws(DomainError) -> Int {
        try write { tables throws(DomainError) in try tables.queueMail(messages) }
    }

    public func claim(limit: Int, now: Date, until: Date) throws(DomainError) -> [OutboxMessage] {
        try write { tables in
            let due = tables[OutboxTable.self].inOrder.filter {
                $0.status == .queued && $0.nextAttemptAt <= now && ($0.claimedUntil.map { $0 <= now } ?? true)
            }
            return due.prefix(max(limit, 0)).map { message in
                var claimed = message
                claimed.claimedUntil = until.stored
                tables[OutboxTable.self].byID[message.id] = claimed
                return claimed
            }
        }
    }

    public func prepare(_ digests: [MailMessageID: String]) throws(DomainError) {
        try write { tables in
            for (id, digest) in digests { tables[OutboxTable.self].byID[id]?.unsubscribeDigest = digest }
        }
    }

    public func record(_ messages: [OutboxMessage]) throws(DomainError) {
        try write { tables in
            for message in messages {
                guard var stored = tables[OutboxTable.self].byID[message.id], stored.status != .sent else { continue }
                stored.status = message.status
                stored.attempts = message.attempts
                stored.nextAttemptAt = message.nextAttemptAt.stored
                stored.lastReply = message.lastReply
                stored.lastAttemptAt = message.lastAttemptAt?.stored
                stored.sentAt = message.sentAt?.stored
                stored.claimedUntil = nil
                if message.status == .sent { stored.linkSecret = nil }
                tables[OutboxTable.self].byID[message.id] = stored
            }
        }
    }

    public func cancel(_ messages: [MailMessageID], now: Date) throws(DomainError) -> [MailMessageID] {
        try write { tables in
            messages.filter { id in
                guard var stored = tables[OutboxTable.self].byID[id], stored.status == .queued,
                      stored.claimedUntil.map({ $0 <= now }) ?? true else { return false }
                stored.status = .cancelled
                stored.claimedUntil = nil
                tables[OutboxTable.self].byID[id] = stored
                return true
            }
        }
    }

    public func messages(of event: EventID, status: MailStatus?) -> [OutboxMessage] {
        tables[OutboxTable.self].inOrder.filter { $0.eventID == event && (status == nil || $0.status == status) }
    }

    public func messages(of event: EventID, guest: GuestID) -> [OutboxMessage] {
        tables[OutboxTable.self].inOrder.filter { $0.eventID == event && $0.guestID == guest }
    }

    public func message(_ id: MailMessageID) -> OutboxMessage? {
        tables[OutboxTable.self].byID[id]
    }

    public func message(unsubscribeDigest: String) -> OutboxMessage? {
        tables[OutboxTable.self].byID.values.first { $0.unsubscribeDigest == unsubscribeDigest }
    }

    public func counts(of event: EventID?) -> [MailStatus: Int] {
        var counts = Dictionary(uniqueKeysWithValues: MailStatus.allCases.map { ($0, 0) })
        for message in tables[OutboxTable.self].byID.values where event == nil || message.eventID == event {
            counts[message.status, default: 0] += 1
        }
        return counts
    }

    /// A message another sender holds falls due when its claim runs out, not before.
    public func nextDue() -> Date? {
        tables[OutboxTable.self].byID.values.filter { $0.status == .queued }
            .map { max($0.nextAttemptAt, $0.claimedUntil ?? $0.nextAttemptAt) }.min()
    }

    public func held(at now: Date) -> HeldClaims {
        let claims = tables[OutboxTable.self].byID.values.filter { $0.status == .queued }.compactMap(\.claimedUntil).filter { $0 > now }
        return HeldClaims(messages: claims.count, until: claims.max())
    }
}

extension OutboxMessage {
    var storedForm: OutboxMessage {
        OutboxMessage(id: id, eventID: eventID, guestID: guestID, kind: kind, recipient: recipient, subject: subject,
                      note: note, linkSecret: linkSecret, tickets: tickets, reminder: reminder, status: status,
                      attempts: attempts, nextAttemptAt: nextAttemptAt.stored, claimedUntil: claimedUntil?.stored,
                      lastReply: lastReply, lastAttemptAt: lastAttemptAt?.stored, unsubscribeDigest: unsubscribeDigest,
                      createdAt: createdAt.stored, sentAt: sentAt?.stored)
    }
}
