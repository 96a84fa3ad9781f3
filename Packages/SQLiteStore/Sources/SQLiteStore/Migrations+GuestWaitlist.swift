import Domain
import GRDB

extension Migrations {
    /// The waitlist in the order it is served (`Waitlist.precedes`), indexed per event over the
    /// waitlisted rows only: an import that frees places finds the next party by one lookup.
    static let guestWaitlist = SchemaPiece(create: { db in
        try db.execute(sql: """
            CREATE INDEX guests_waitlist ON guests(event_id, status_changed_at, created_at, handle)
            WHERE status = 'waitlisted'
            """)
    }, constraintErrors: [:])
}
