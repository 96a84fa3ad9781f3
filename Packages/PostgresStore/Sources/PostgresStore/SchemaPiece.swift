import Domain

/// One feature's part of the schema: its statements (the extended protocol runs one statement
/// per query), and what its constraints mean to a person, keyed "table.constraint" with
/// PostgreSQL's constraint name. CHECKs are named after the field a person types, as in
/// SQLiteStore; UNIQUE and PRIMARY KEY constraints own an index whose name is unique in the
/// whole schema, so they carry their table's name ("events_handle").
struct SchemaPiece: Sendable {
    let statements: [String]
    let constraintErrors: [String: DomainError]

    /// The tables its statements create, read from the statements themselves so a new table
    /// cannot be left without its change notice (see `Migrations.noticeTriggers`).
    var tables: [String] {
        statements.compactMap { statement in
            guard statement.hasPrefix("CREATE TABLE ") else { return nil }
            return statement.dropFirst("CREATE TABLE ".count).split(separator: " ").first.map(String.init)
        }
    }
}

/// One version of the schema, under the identifier SQLiteStore gives the same version, recorded
/// in `schema_migrations` once its pieces are applied, in the same transaction.
struct Migration: Sendable {
    let identifier: String
    let pieces: [SchemaPiece]

    init(_ identifier: String, _ pieces: SchemaPiece...) {
        self.identifier = identifier
        self.pieces = pieces
    }
}
