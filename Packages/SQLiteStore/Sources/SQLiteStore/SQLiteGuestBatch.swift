import Domain
import GRDB

/// The SQLite `GuestBatch`: every call is one statement on the batch's open transaction,
/// prepared once; lookups go through the `(event_id, match_key)` index, so nothing grows with
/// the list but the file. Duplicates are refused by the table's UNIQUE
/// constraints and named as `change` names them.
final class SQLiteGuestBatch: GuestBatch {
    let event: Event
    let acceptedHeads: Int
    private let db: Database
    private let key: String
    private let errors: ErrorMapping
    private let questions: [GuestQuestion]

    init(event: Event, db: Database, errors: ErrorMapping) throws {
        self.event = event
        self.db = db
        self.errors = errors
        key = event.id.description
        questions = try SQLiteStore.questions(of: key, in: db)
        acceptedHeads = try Int.fetchOne(db, sql: "SELECT coalesce(sum(1 + others), 0) FROM guests WHERE event_id = ? AND status = 'accepted'",
                                         arguments: [key]) ?? 0
    }

    func guest(withKey duplicateKey: String) throws(DomainError) -> Guest? {
        try run { () throws in
            let statement = try db.cachedStatement(sql: "SELECT * FROM guests WHERE event_id = ? AND match_key = ? LIMIT 1")
            return try GuestRecord.fetchOne(statement, arguments: [key, duplicateKey])?.guest()
        }
    }

    /// Through the partial index `guests_waitlist`, so serving the line reads no other guest.
    func firstWaitlisted() throws(DomainError) -> Guest? {
        try run { () throws in
            let statement = try db.cachedStatement(sql: """
                SELECT * FROM guests WHERE event_id = ? AND status = 'waitlisted'
                ORDER BY status_changed_at, created_at, handle LIMIT 1
                """)
            return try GuestRecord.fetchOne(statement, arguments: [key])?.guest()
        }
    }

    func add(_ guest: Guest) throws(DomainError) {
        try check(guest)
        try run(naming: guest) { () throws in
            try db.cachedStatement(sql: GuestRecord.insertSQL).execute(arguments: GuestRecord(guest).insertArguments)
        }
    }

    func update(_ guest: Guest) throws(DomainError) {
        try check(guest)
        try run(naming: guest) { () throws in
            try GuestRecord(guest).update(db)
        }
    }

    private func check(_ guest: Guest) throws(DomainError) {
        guard guest.eventID == event.id else { throw .referenceMissing }
        try Guest.requireKnownAnswers([guest], questions: questions)
    }

    /// A refused statement undoes only itself: the batch's transaction goes on.
    private func run<T>(naming guest: Guest? = nil, _ body: () throws -> T) throws(DomainError) -> T {
        do {
            return try body()
        } catch let error as RecordError {
            guard case .recordNotFound = error else { throw errors.domainError(for: error) }
            throw .referenceMissing
        } catch {
            var conflicts: [String: DomainError] = [:]
            if let guest {
                conflicts["guests.event_id, guests.handle"] = .guestHandleTaken(guest.handle)
                if let email = guest.email { conflicts["guests.event_id, guests.email"] = .guestEmailTaken(email) }
            }
            throw errors.domainError(for: error, conflicts: conflicts)
        }
    }
}
