import Domain
import Foundation
import GRDB
@testable import SQLiteStore
import SQLStorage
import Testing

@Suite struct MigrationsTests {
    @Test func theListOrderIsTheMigrationOrder() throws {
        #expect(Migrations.migrator.migrations == Migrations.all.map(\.identifier))
        let makeTable = SchemaPiece(statements: ["CREATE TABLE parcels (id BIGINT)"], constraintErrors: [:])
        let addColumn = SchemaPiece(statements: ["ALTER TABLE parcels ADD COLUMN weight BIGINT"], constraintErrors: [:])
        let queue = try DatabaseQueue()

        try Migrations.makeMigrator([Migration("first", makeTable), Migration("second", addColumn)]).migrate(queue)

        let applied = try queue.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid") }
        #expect(applied == ["first", "second"])
        #expect(throws: DatabaseError.self) {
            try Migrations.makeMigrator([Migration("second", addColumn), Migration("first", makeTable)]).migrate(DatabaseQueue())
        }
    }

    /// "v1" stays the baseline: a file made before the schema was split by feature is exactly
    /// "v1", so the first opening applies the later migrations and leaves the schema a new file
    /// has; `inspecting` reads it as it was.
    @Test func aDatabaseMadeBeforeTheSplitIsUpgradedByTheFirstOpeningToTheCurrentSchema() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let old = folder.path("old.sqlite")
        let new = folder.path("new.sqlite")
        try SchemaBeforeSplit.create(at: old)
        _ = try await createdStore(new)

        #expect(try await SQLiteStore(path: old, access: .readOnly, inspecting: true).summary().appliedVersions == ["v1"])
        let writer = try SQLiteStore(path: old)
        try await writer.addAccount(try makeUser("ada@example.org"))
        let (upgraded, made) = (try schema(old), try schema(new))
        #expect(upgraded == made, "\(upgraded.difference(from: made))")
        let reader = try SQLiteStore(path: old, access: .readOnly)
        #expect(try await reader.holdsData())
        let applied = try await rawConnection(old).read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid") }
        #expect(applied == Migrations.all.map(\.identifier))
        #expect(applied.first == "v1")
    }

    /// Each table and index as SQLite keeps its statement, with the names of PRIMARY KEY and
    /// UNIQUE constraints left out (the schema written once for both stores names them, as
    /// PostgreSQL needs; SQLite ignores the names) and spacing made even.
    private func schema(_ path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT type || ' ' || name || ': ' || coalesce(sql, '') FROM sqlite_master ORDER BY name")
                .map { statement in
                    statement.replacing(/CONSTRAINT \w+ (PRIMARY KEY|UNIQUE)/) { $0.1 }
                        .split(whereSeparator: \.isWhitespace).joined(separator: " ")
                        .replacing("( ", with: "(").replacing(" )", with: ")")
                }
        }
    }
}
