import Domain
import Foundation

/// The `GuestBatch` of both stores, on the batch's open transaction, each text prepared once.
/// What an import of new guests costs per row is kept to the insert itself: whether a key or a
/// handle may be on the list already is first asked of two `MaybeSet`s filled from the event's
/// guests and every guest the batch writes, and only a "maybe" asks the store (through the
/// `(event_id, match_key)` and `(event_id, handle)` indexes); new guests are inserted
/// `chunk` to a statement, as the table's CHECKs build their lists of allowed values once per
/// statement and PostgreSQL's `attempt` takes a savepoint per statement. Every other call
/// writes the waiting guests first, so lookups see all the batch has written; `finish` writes
/// the last of them. Nothing grows with the list but the table and two fixed sets. A batch made
/// for one guest's change (`edit`) has no sets: every lookup asks an index, and the heads
/// accepted come from `guest_heads`, so nothing it reads grows with the list.
final class SQLGuestBatch: GuestBatch {
    let event: Event
    let acceptedHeads: Int
    private let db: any SQLExecutor
    private let questions: [GuestQuestion]
    private let domainError: (any Error, [String: DomainError]) -> DomainError
    /// Nil when the batch did not read them (`edit`): everything "may" be on the list.
    private var keys: MaybeSet?
    private var handles: MaybeSet?
    private var waiting: [Guest] = []
    private static let chunk = 64

    /// `importing` reads every key and handle of the list into the sets, which pays from a
    /// few hundred rows written on.
    init(event: Event, questions: [GuestQuestion], db: any SQLExecutor, importing: Bool,
         domainError: @escaping (any Error, [String: DomainError]) -> DomainError) throws {
        self.event = event
        self.questions = questions
        self.db = db
        self.domainError = domainError
        acceptedHeads = try Self.acceptedHeads(of: event.id, db)
        if importing {
            var (keys, handles) = (MaybeSet(), MaybeSet())
            try Self.fill(&keys, &handles, of: event.id, db)
            (self.keys, self.handles) = (keys, handles)
        }
    }

    /// The count `guest_heads` keeps (see `Schema.guestHeads`).
    static func acceptedHeads(of event: EventID, _ db: any SQLExecutor) throws -> Int {
        Int(try db.integer("SELECT coalesce(max(accepted), 0) FROM guest_heads WHERE event_id = \(event)"))
    }

    /// The keys and handles of the event's guests, for an import's first questions.
    static func fill(_ keys: inout MaybeSet, _ handles: inout MaybeSet, of event: EventID, _ db: any SQLExecutor) throws {
        try db.forEach("SELECT match_key, handle FROM guests WHERE event_id = \(event)") { row in
            keys.insert(try row.text(0))
            handles.insert(try row.text(1))
        }
    }

    func guest(withKey duplicateKey: String) throws(DomainError) -> Guest? {
        guard keys?.mayContain(duplicateKey) ?? true else { return nil }
        try finish()
        return try run {
            try db.first(SQL(Self.byKey, [event.id.columnValue, .text(duplicateKey)]), GuestRow.read)
        }
    }

    /// Made once: an import may look up every row.
    static let byKey = "SELECT \(GuestRow.columns) FROM guests WHERE event_id = ? AND match_key = ? LIMIT 1"

    func guest(_ key: GuestKey) throws(DomainError) -> Guest? {
        try finish()
        return try run { try Self.guest(of: event.id, key, db) }
    }

    /// Through the unique indexes of the id, `(event_id, handle)` and `(event_id, email)`.
    static func guest(of event: EventID, _ key: GuestKey, _ db: any SQLExecutor) throws -> Guest? {
        let (column, value): (String, ColumnValue) = switch key {
        case let .id(id): ("id", id.columnValue)
        case let .handle(handle): ("handle", handle.columnValue)
        case let .email(email): ("email", .text(email.value))
        }
        return try db.first(SQL("SELECT \(GuestRow.columns) FROM guests WHERE event_id = ? AND \(column) = ?",
                                [event.columnValue, value]), GuestRow.read)
    }

    func waitlistPosition(of guest: Guest) throws(DomainError) -> Int? {
        try finish()
        return try run { try Self.waitlistPosition(of: guest, db) }
    }

    /// Counts the parties ahead of `guest` in `guests_waitlist`, in the order of `Waitlist.precedes`,
    /// stopping at `Waitlist.positionsCounted`.
    static func waitlistPosition(of guest: Guest, _ db: any SQLExecutor) throws -> Int? {
        guard guest.status == .waitlisted else { return nil }
        let bytewise = db.dialect.bytewise
        let ahead = try db.integer("""
            SELECT count(*) FROM (
                SELECT 1 FROM guests WHERE event_id = \(guest.eventID) AND status = 'waitlisted' AND id <> \(guest.id)
                AND (status_changed_at, created_at, handle\(raw: bytewise))
                    < (\(Instant.milliseconds(guest.statusChangedAt)), \(Instant.milliseconds(guest.createdAt)), \(guest.handle)\(raw: bytewise))
                LIMIT \(Waitlist.positionsCounted)
            ) ahead
            """)
        return 1 + Int(ahead)
    }

    func firstWaitlisted() throws(DomainError) -> Guest? {
        try finish()
        return try run { try Self.firstWaitlisted(of: event.id, db) }
    }

    /// Through the partial index `guests_waitlist`, so serving the line reads no other guest.
    static func firstWaitlisted(of event: EventID, _ db: any SQLExecutor) throws -> Guest? {
        try db.first("""
            SELECT \(raw: GuestRow.columns) FROM guests WHERE event_id = \(event) AND status = 'waitlisted'
            ORDER BY status_changed_at, created_at, handle\(raw: db.dialect.bytewise) LIMIT 1
            """, GuestRow.read)
    }

    func unconfirmed(before instant: Date, limit: Int) throws(DomainError) -> [Guest] {
        try finish()
        return try run { try Self.unconfirmed(of: event.id, before: instant, limit: limit, db) }
    }

    /// Through the index `guests_by_status`, so the guests read are the event's unconfirmed only.
    static func unconfirmed(of event: EventID, before instant: Date, limit: Int, _ db: any SQLExecutor) throws -> [Guest] {
        try db.all("""
            SELECT \(raw: GuestRow.columns) FROM guests
            WHERE event_id = \(event) AND status = 'unconfirmed' AND status_changed_at < \(Instant.milliseconds(instant))
            ORDER BY status_changed_at, created_at, handle\(raw: db.dialect.bytewise) LIMIT \(limit)
            """, GuestRow.read)
    }

    /// A guest whose handle or key may be taken is written at once, alone, so the table's
    /// constraints refuse it as `change` would; any other waits for its chunk.
    func add(_ guest: Guest) throws(DomainError) {
        try check(guest)
        if handles?.mayContain(guest.handle.value) ?? true || keys?.mayContain(guest.duplicateKey) ?? true {
            try finish()
            try run(naming: guest) { try db.attempt(GuestRow.insert(guest)) }
        } else {
            waiting.append(guest)
            if waiting.count == Self.chunk { try finish() }
        }
        keys?.insert(guest.duplicateKey)
        handles?.insert(guest.handle.value)
    }

    /// Writes the guests `add` keeps waiting; the store calls it before the batch commits.
    func finish() throws(DomainError) {
        guard !waiting.isEmpty else { return }
        let guests = waiting
        waiting.removeAll(keepingCapacity: true)
        try run { try db.attempt(GuestRow.insert(guests)) }
    }

    /// Replaces the stored guest with the same id (none there is `.referenceMissing`), and
    /// queues the news a promotion is owed in the same transaction.
    func update(_ guest: Guest, replacing stored: Guest) throws(DomainError) {
        try check(guest)
        try finish()
        keys?.insert(guest.duplicateKey)
        handles?.insert(guest.handle.value)
        guard try run(naming: guest, { try db.attempt(GuestRow.update(guest)) }) == 1 else { throw .referenceMissing }
        if let news = MailNews.owed(from: stored, to: guest, at: guest.statusChangedAt) {
            try run { try db.attempt(MailMessageRow.insert(news)) }
        }
    }

    func queue(_ messages: [OutboxMessage]) throws(DomainError) {
        try finish()
        try run { _ = try db.queue(messages) }
    }

    /// Its mail goes with it, by the outbox's cascade.
    func remove(_ guest: Guest) throws(DomainError) {
        guard guest.eventID == event.id else { throw .referenceMissing }
        try finish()
        guard try run({ try db.execute("DELETE FROM guests WHERE id = \(guest.id)") }) == 1 else { throw .referenceMissing }
    }

    private func check(_ guest: Guest) throws(DomainError) {
        guard guest.eventID == event.id else { throw .referenceMissing }
        try Guest.requireKnownAnswers([guest], questions: questions)
    }

    @discardableResult
    private func run<T>(naming guest: Guest? = nil, _ body: () throws -> T) throws(DomainError) -> T {
        do {
            return try body()
        } catch {
            var conflicts: [String: DomainError] = [:]
            if let guest {
                conflicts["guests.guests_handle"] = .guestHandleTaken(guest.handle)
                if let email = guest.email { conflicts["guests.guests_email"] = .guestEmailTaken(email) }
            }
            throw domainError(error, conflicts)
        }
    }
}
