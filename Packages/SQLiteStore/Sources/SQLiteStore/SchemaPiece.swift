import Domain
import GRDB

/// One feature's part of the schema: the tables it creates, and what their constraints mean to
/// a person.
struct SchemaPiece: Sendable {
    let create: @Sendable (Database) throws -> Void
    /// Keyed "table.constraint" for a CHECK (named after the field a person types) and
    /// "table.column" for a UNIQUE column, so two tables may both have a `status` CHECK.
    let constraintErrors: [String: DomainError]
}

/// One version of the schema, as GRDB records it in `grdb_migrations`: its identifier and the
/// pieces it applies, in order, in one transaction.
struct Migration: Sendable {
    let identifier: String
    let pieces: [SchemaPiece]

    init(_ identifier: String, _ pieces: SchemaPiece...) {
        self.identifier = identifier
        self.pieces = pieces
    }
}
