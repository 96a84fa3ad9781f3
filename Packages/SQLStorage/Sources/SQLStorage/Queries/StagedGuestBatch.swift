import Domain
import Foundation

/// The `GuestBatch` of an import prepared without the write lock (`SQLStore.staging`): it reads
/// the event's list as one snapshot and writes the guests it adds into a TEMP table, which locks
/// nothing of the file. `publish` then copies them into `guests` in one short write transaction,
/// once it has checked, under the lock, that every answer the batch gave still holds
/// (`Answers`); if one does not, nothing is written and the import is done again in one write
/// transaction. A door so waits for the copy, never for the reading and checking of a file.
/// What needs the list as it is rather than as it was read (changing a guest, serving the line
/// once guests were added) is not prepared: the batch sets `needsLock` and stops.
final class StagedGuestBatch: GuestBatch {
    let event: Event
    let acceptedHeads: Int
    private(set) var needsLock = false
    let answers: Answers
    private let db: any SQLExecutor
    private var keys = MaybeSet()
    private var handles = MaybeSet()
    private var waiting: [Guest] = []
    private var added = false
    /// The staged table's indexes, made when a lookup first needs them: most imports only add
    /// guests the sets say are new, and keeping two indexes they never ask was a twentieth of a
    /// 100,000-guest import.
    private var indexed = false
    private let domainError: (any Error, [String: DomainError]) -> DomainError
    private static let staged = "temp.staged_guests"
    /// Keys of stored guests the batch found (a row then skipped): they must still be there.
    private static let found = "temp.staged_found_keys"
    private static let chunk = 64

    /// What the batch's answers rest on besides the guests it found and the keys and handles it
    /// saw free: the event (its capacity), its questions, the heads it had accepted and the
    /// party first in its line.
    struct Answers: Equatable, Sendable {
        let event: Event
        let questions: [GuestQuestion]
        let acceptedHeads: Int
        let firstWaitlisted: GuestID?

        init(event: Event, questions: [GuestQuestion], _ db: any SQLExecutor) throws {
            self.event = event
            self.questions = questions
            acceptedHeads = try SQLGuestBatch.acceptedHeads(of: event.id, db)
            firstWaitlisted = try SQLGuestBatch.firstWaitlisted(of: event.id, db)?.id
        }
    }

    init(_ answers: Answers, db: any SQLExecutor, domainError: @escaping (any Error, [String: DomainError]) -> DomainError) throws {
        self.db = db
        self.domainError = domainError
        self.answers = answers
        event = answers.event
        acceptedHeads = answers.acceptedHeads
        try db.apply("CREATE TEMP TABLE staged_guests AS SELECT * FROM main.guests WHERE 0")
        try db.apply("CREATE TEMP TABLE staged_found_keys (match_key TEXT NOT NULL)")
        try SQLGuestBatch.fill(&keys, &handles, of: event.id, db)
    }

    func guest(withKey duplicateKey: String) throws(DomainError) -> Guest? {
        guard keys.mayContain(duplicateKey) else { return nil }
        try finish()
        return try run {
            if let stored = try db.first(SQL(SQLGuestBatch.byKey, [event.id.columnValue, .text(duplicateKey)]), GuestRow.read) {
                _ = try db.execute(SQL("INSERT INTO \(Self.found) VALUES (?)", [.text(duplicateKey)]))
                return stored
            }
            try indexStaged()
            return try db.first(SQL(Self.stagedByKey, [.text(duplicateKey)]), GuestRow.read)
        }
    }

    private static let stagedByKey = "SELECT \(GuestRow.columns) FROM \(staged) WHERE match_key = ? LIMIT 1"

    /// The line as read: only asked before any guest is added (`ImportPlan` serves it first).
    func firstWaitlisted() throws(DomainError) -> Guest? {
        guard !added else { throw lockNeeded() }
        return try run { try SQLGuestBatch.firstWaitlisted(of: event.id, db) }
    }

    /// As read: only asked before any guest is added, as the line is.
    func unconfirmed(before instant: Date, limit: Int) throws(DomainError) -> [Guest] {
        guard !added else { throw lockNeeded() }
        return try run { try SQLGuestBatch.unconfirmed(of: event.id, before: instant, limit: limit, db) }
    }

    /// Refuses a taken handle or email as the table's constraints would, asking both tables
    /// only when the sets say "maybe" (an email is its guest's key).
    func add(_ guest: Guest) throws(DomainError) {
        guard guest.eventID == event.id else { throw .referenceMissing }
        try Guest.requireKnownAnswers([guest], questions: answers.questions)
        if handles.mayContain(guest.handle.value), try taken("handle", guest.handle.columnValue) {
            throw .guestHandleTaken(guest.handle)
        }
        if let email = guest.email, keys.mayContain(guest.duplicateKey), try taken("match_key", .text(guest.duplicateKey)) {
            throw .guestEmailTaken(email)
        }
        waiting.append(guest)
        added = true
        keys.insert(guest.duplicateKey)
        handles.insert(guest.handle.value)
        if waiting.count == Self.chunk { try finish() }
    }

    /// Whether a stored or staged guest of the event has `value` in `column`, through the
    /// indexes of both tables.
    private func taken(_ column: String, _ value: ColumnValue) throws(DomainError) -> Bool {
        try finish()
        return try run {
            if try db.exists(SQL("SELECT 1 FROM main.guests WHERE event_id = ? AND \(column) = ? LIMIT 1", [event.id.columnValue, value])) {
                return true
            }
            try indexStaged()
            return try db.exists(SQL("SELECT 1 FROM \(Self.staged) WHERE \(column) = ? LIMIT 1", [value]))
        }
    }

    private func indexStaged() throws {
        guard !indexed else { return }
        try db.apply("CREATE INDEX temp.staged_guests_key ON staged_guests(match_key)")
        try db.apply("CREATE INDEX temp.staged_guests_handle ON staged_guests(handle)")
        indexed = true
    }

    func update(_ guest: Guest, replacing stored: Guest) throws(DomainError) {
        throw lockNeeded()
    }

    func remove(_ guest: Guest) throws(DomainError) {
        throw lockNeeded()
    }

    func queue(_ messages: [OutboxMessage]) throws(DomainError) {
        throw lockNeeded()
    }

    func guest(_ key: GuestKey) throws(DomainError) -> Guest? {
        throw lockNeeded()
    }

    func waitlistPosition(of guest: Guest) throws(DomainError) -> Int? {
        throw lockNeeded()
    }

    /// Stages the guests `add` keeps waiting.
    func finish() throws(DomainError) {
        guard !waiting.isEmpty else { return }
        let guests = waiting
        waiting.removeAll(keepingCapacity: true)
        try run { _ = try db.execute(GuestRow.insert(guests, into: Self.staged)) }
    }

    /// Under the write lock: copies the staged guests into `guests` if every answer the batch
    /// gave still holds (`now` is `answers` read again), and says whether it did.
    static func publish(answered answers: Answers, now: Answers, _ db: any SQLExecutor) throws -> Bool {
        guard now == answers else { return false }
        let taken = try db.exists(SQL("""
            SELECT 1 FROM \(staged) s
            WHERE EXISTS (SELECT 1 FROM main.guests g WHERE g.event_id = s.event_id AND g.match_key = s.match_key)
               OR EXISTS (SELECT 1 FROM main.guests g WHERE g.event_id = s.event_id AND g.handle = s.handle)
            LIMIT 1
            """, []))
        let gone = try db.exists(SQL("""
            SELECT 1 FROM \(found) f
            WHERE NOT EXISTS (SELECT 1 FROM main.guests g WHERE g.event_id = ? AND g.match_key = f.match_key)
            LIMIT 1
            """, [answers.event.id.columnValue]))
        guard !taken, !gone else { return false }
        _ = try db.execute(SQL("INSERT INTO main.guests SELECT * FROM \(staged)", []))
        return true
    }

    private func lockNeeded() -> DomainError {
        needsLock = true
        return .referenceMissing
    }

    @discardableResult
    private func run<T>(_ body: () throws -> T) throws(DomainError) -> T {
        do {
            return try body()
        } catch {
            throw domainError(error, [:])
        }
    }
}
