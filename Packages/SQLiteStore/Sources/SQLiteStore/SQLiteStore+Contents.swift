public import Domain
import GRDB

extension SQLiteStore {
    /// Whether any table holds a row (an account, a session, a failed sign-in, an event ...):
    /// `demo` plants its sample only in a store that has none. A missing file holds nothing.
    public func holdsData() async throws(DomainError) -> Bool {
        try await read { db in
            let tables = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master
                WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations'
                """)
            return try tables.contains { table in
                try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(table.quotedDatabaseIdentifier))") ?? false
            }
        }
    }
}
