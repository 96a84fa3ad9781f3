import Domain
import GRDB

extension Migrations {
    /// Each guest's `Guest.duplicateKey` ("email:ann@example.org", or "name:ann lee|4930123"
    /// without an email), indexed per event: an import finds a guest already on the list by one
    /// lookup instead of holding the whole list in memory. Rows stored before are keyed here, by
    /// the same Swift rule that keys new ones (SQLite's lower() folds only ASCII).
    static let guestDuplicateKeys = SchemaPiece(create: { db in
        try db.execute(sql: "ALTER TABLE guests ADD COLUMN match_key TEXT NOT NULL DEFAULT ''")
        let rows = try Row.fetchCursor(db, sql: "SELECT id, name, email, phone FROM guests")
        let update = try db.makeStatement(sql: "UPDATE guests SET match_key = ? WHERE id = ?")
        while let row = try rows.next() {
            let email: String? = row["email"]
            let key = Guest.duplicateKey(name: row["name"], email: try email.map { text throws(CorruptRow) in
                try StoredValue.email(text, table: GuestRecord.databaseTableName)
            }, phone: row["phone"])
            try update.execute(arguments: [key, row["id"] as String])
        }
        try db.execute(sql: "CREATE INDEX guests_by_match_key ON guests(event_id, match_key)")
    }, constraintErrors: [:])
}
