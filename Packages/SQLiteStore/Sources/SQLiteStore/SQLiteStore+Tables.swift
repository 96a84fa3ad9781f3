public import Domain
import GRDB
import SQLStorage

/// `db status` and `db copy` (see `StoredTables`), with the schema versions GRDB recorded.
extension SQLiteStore: StoreTables {
    public func summary() async throws(DomainError) -> StoreSummary {
        // A database not made yet reads as the empty schema, which has applied nothing.
        let (location, exists) = (path, isOpen)
        return try await read { db in
            StoreSummary(kind: "SQLite", location: location, appliedVersions: exists ? try Self.versions(db) : [],
                         knownVersions: Migrations.all.map(\.identifier), tables: try StoredTables.counts(SQLiteExecutor(db: db)))
        }
    }

    public func contents() async throws(DomainError) -> StoreContents {
        let (location, exists) = (path, isOpen)
        return try await read { db in
            try StoredTables.contents(location: location, versions: exists ? try Self.versions(db) : [], SQLiteExecutor(db: db))
        }
    }

    public func fill(with contents: StoreContents) async throws(DomainError) -> [TableCount] {
        let place = path
        return try await write { db in
            try StoredTables.fill(SQLiteExecutor(db: db), with: contents, into: place, versions: try Self.versions(db))
        }
    }

    static func versions(_ db: Database) throws -> [String] {
        try Migrations.migrator.appliedMigrations(db)
    }
}
