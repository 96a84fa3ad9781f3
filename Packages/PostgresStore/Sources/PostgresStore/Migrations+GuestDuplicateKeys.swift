import Domain

extension Migrations {
    /// Each guest's `Guest.duplicateKey`, indexed per event, so an import finds a guest already
    /// on the list by one lookup. SQLiteStore keys the rows stored before this version in Swift;
    /// here there are none to key: this store was born with this version, and a database copied
    /// in arrives with the whole schema and its keys.
    static let guestDuplicateKeys = SchemaPiece(statements: [
        "ALTER TABLE guests ADD COLUMN match_key TEXT NOT NULL DEFAULT ''",
        "CREATE INDEX guests_by_match_key ON guests(event_id, match_key)",
    ], constraintErrors: [:])
}
