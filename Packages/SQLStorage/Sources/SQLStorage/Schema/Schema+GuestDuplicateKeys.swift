import Domain

extension Schema {
    /// Each guest's `Guest.duplicateKey` ("email:ann@example.org", or "name:ann lee|4930123"
    /// without an email), indexed per event: an import finds a guest already on the list by one
    /// lookup instead of holding the whole list in memory. Rows stored before are keyed here, by
    /// the same Swift rule that keys new ones (SQLite's lower() folds only ASCII).
    static let guestDuplicateKeys = SchemaPiece(statements: [
        "ALTER TABLE guests ADD COLUMN match_key TEXT NOT NULL DEFAULT ''",
    ], then: { db in
        let rows = try db.all("SELECT id, name, email, phone FROM guests") { row in
            (id: try row.text(0), name: try row.text(1), email: try row.optionalText(2), phone: try row.optionalText(3))
        }
        for row in rows {
            let email = try row.email.map { text throws(CorruptRow) in try StoredValue.email(text, table: "guests") }
            try db.execute("UPDATE guests SET match_key = \(Guest.duplicateKey(name: row.name, email: email, phone: row.phone)) WHERE id = \(row.id)")
        }
        try db.apply("CREATE INDEX guests_by_match_key ON guests(event_id, match_key)")
    }, constraintErrors: [:])
}
