/// What `db status` shows of a store.
public struct StoreSummary: Sendable, Equatable {
    /// "SQLite" or "PostgreSQL".
    public let kind: String
    /// The file's path, or the server's URL without a password.
    public let location: String
    /// The schema versions the store has, in the order they were applied.
    public let appliedVersions: [String]
    /// The schema versions this build of rushday knows, in order: the store is up to date when
    /// it has all of them.
    public let knownVersions: [String]
    /// Every table of rushday's schema, in the order they were created, with its rows.
    public let tables: [TableCount]

    public init(kind: String, location: String, appliedVersions: [String], knownVersions: [String], tables: [TableCount]) {
        self.kind = kind
        self.location = location
        self.appliedVersions = appliedVersions
        self.knownVersions = knownVersions
        self.tables = tables
    }
}

/// A table and how many rows it holds.
public struct TableCount: Sendable, Equatable {
    public let table: String
    public let rows: Int

    public init(table: String, rows: Int) {
        self.table = table
        self.rows = rows
    }
}
