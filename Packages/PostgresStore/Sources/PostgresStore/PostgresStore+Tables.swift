public import Domain
import PostgresNIO
import SQLStorage

/// `db status` and `db copy` (see `StoredTables`), with the schema versions `schema_migrations`
/// records.
extension PostgresStore: StoreTables {
    public func summary() async throws(DomainError) -> StoreSummary {
        let location = location.description
        return try await reading { db in
            StoreSummary(kind: "PostgreSQL", location: location, appliedVersions: try Self.appliedVersions(db),
                         knownVersions: Migrations.all.map(\.identifier), tables: try StoredTables.counts(db))
        }
    }

    public func contents() async throws(DomainError) -> StoreContents {
        let location = location.description
        return try await reading { db in
            try StoredTables.contents(location: location, versions: try Self.appliedVersions(db), db)
        }
    }

    /// The schema is brought up to this build's in the same transaction, so a refused copy
    /// leaves even the schema as it was.
    public func fill(with contents: StoreContents) async throws(DomainError) -> [TableCount] {
        let place = location.description
        return try await writeUpgradingSchema { connection in
            try await PostgresExecutor.run(on: connection) { db in
                try StoredTables.fill(db, with: contents, into: place, versions: try Self.appliedVersions(db))
            }
        }
    }

    /// In the order `Migrations.all` applies them; none in a database never written to.
    private static func appliedVersions(_ db: any SQLExecutor) throws -> [String] {
        guard try db.exists("SELECT 1 WHERE to_regclass('schema_migrations') IS NOT NULL") else { return [] }
        let applied = Set(try db.all("SELECT identifier FROM schema_migrations") { row in try row.text(0) })
        return Migrations.all.map(\.identifier).filter(applied.contains)
    }
}
