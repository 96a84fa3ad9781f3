public import Domain
import Foundation
import GRDB

extension SQLiteStore: StoreTables {
    public func summary() async throws(DomainError) -> StoreSummary {
        // A database not made yet reads as the empty schema, which has applied nothing.
        let exists = isOpen
        return try await read { db in
            StoreSummary(kind: "SQLite", location: path,
                         appliedVersions: exists ? try Migrations.migrator.appliedMigrations(db) : [],
                         knownVersions: Migrations.all.map(\.identifier),
                         tables: try Self.tables(db).map { TableCount(table: $0.name, rows: try Self.count($0.name, db)) })
        }
    }

    public func contents() async throws(DomainError) -> StoreContents {
        let exists = isOpen
        return try await read { db in
            StoreContents(location: path,
                          schemaVersions: exists ? try Migrations.migrator.appliedMigrations(db) : [],
                          tables: try Self.tables(db).map { try Self.rows(of: $0, db) })
        }
    }

    public func fill(with contents: StoreContents) async throws(DomainError) -> [TableCount] {
        let place = path
        return try await write { db in
            try StoreFilling(into: place, from: contents).check(
                versions: try Migrations.migrator.appliedMigrations(db),
                counts: try Self.tables(db).map { TableCount(table: $0.name, rows: try Self.count($0.name, db)) })
            // Rows reference rows of tables copied later (a table rebuilt by a migration comes
            // later in the schema than those pointing at it): checked once, at commit.
            try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
            for table in contents.tables where !table.rows.isEmpty {
                let columns = table.columns.map(\.quotedDatabaseIdentifier).joined(separator: ", ")
                let statement = try db.makeStatement(sql: """
                    INSERT INTO \(table.name.quotedDatabaseIdentifier) (\(columns)) \
                    VALUES (\(Array(repeating: "?", count: table.columns.count).joined(separator: ", ")))
                    """)
                for row in table.rows {
                    try statement.execute(arguments: StatementArguments(row.map(\.databaseValue)))
                }
            }
            let counts = try Self.tables(db).map { TableCount(table: $0.name, rows: try Self.count($0.name, db)) }
            try StoreFilling(into: place, from: contents).verify(counts)
            return counts
        }
    }

    /// rushday's tables in the order they were created, and whether each has a rowid (the
    /// order its rows were stored in) or only its primary key.
    static func tables(_ db: Database) throws -> [(name: String, hasRowID: Bool)] {
        try Row.fetchAll(db, sql: """
            SELECT name, sql LIKE '%WITHOUT ROWID%' AS withoutRowID FROM sqlite_master
            WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations'
            ORDER BY rowid
            """).map { (name: $0["name"], hasRowID: !$0["withoutRowID"]) }
    }

    static func count(_ table: String, _ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table.quotedDatabaseIdentifier)") ?? 0
    }

    private static func rows(of table: (name: String, hasRowID: Bool), _ db: Database) throws -> StoredTable {
        let columns = try db.columns(in: table.name).map(\.name)
        let order = table.hasRowID
            ? "rowid"
            : try db.primaryKey(table.name).columns.map(\.quotedDatabaseIdentifier).joined(separator: ", ")
        let rows = try Row.fetchCursor(db, sql: "SELECT * FROM \(table.name.quotedDatabaseIdentifier) ORDER BY \(order)")
        var values: [[ColumnValue]] = []
        while let row = try rows.next() {
            values.append(try row.databaseValues.map { value in try ColumnValue(value, table: table.name) })
        }
        return StoredTable(name: table.name, columns: columns, rows: values)
    }
}

private extension ColumnValue {
    init(_ value: DatabaseValue, table: String) throws {
        switch value.storage {
        case .null: self = .null
        case let .int64(integer): self = .integer(integer)
        case let .string(text): self = .text(text)
        case let .blob(data): self = .bytes(Array(data))
        case .double: throw DatabaseError(message: "a real number in \(table), which rushday's schema never stores")
        }
    }
}
