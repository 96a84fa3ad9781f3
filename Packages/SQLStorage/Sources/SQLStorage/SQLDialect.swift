/// What differs between the two stores' SQL, and nothing else: the schema's statements are
/// written once in PostgreSQL's words and rendered for SQLite here, and the few query words
/// that differ are asked of the executor's dialect.
public enum SQLDialect: Sendable {
    case sqlite
    case postgres

    /// Whether a transaction must lock the rows its decision rests on: PostgreSQL's writers run
    /// side by side, SQLite's write transaction excludes every other writer from BEGIN.
    public var locksRows: Bool { self == .postgres }

    /// Whether a WITH may insert and update (PostgreSQL), so that a conditional write, what it
    /// read and what it decided come back from one statement; SQLite's WITH only reads.
    public var writesThroughCTEs: Bool { self == .postgres }

    /// After a column in ORDER BY: compare text bytewise, as Swift does (SQLite's default).
    public var bytewise: String {
        switch self {
        case .sqlite: ""
        case .postgres: #" COLLATE "C""#
        }
    }

    /// The function that finds text in text (haystack, needle), 0 when absent: a substring
    /// test with no pattern characters to escape, unlike LIKE.
    public var position: String {
        switch self {
        case .sqlite: "instr"
        case .postgres: "strpos"
        }
    }

    /// Ends a SELECT after its first `offset` rows, all of the rest (SQLite has no OFFSET
    /// without a LIMIT).
    public func rest(after offset: Int) -> SQL {
        switch self {
        case .sqlite: " LIMIT -1 OFFSET \(offset)"
        case .postgres: " OFFSET \(offset)"
        }
    }

    /// After a SELECT that reads a row a write then changes: locks it until the transaction ends.
    public var forUpdate: String {
        switch self {
        case .sqlite: ""
        case .postgres: " FOR UPDATE"
        }
    }

    /// As `forUpdate`, but other transactions' foreign keys to the row need not wait.
    public var forNoKeyUpdate: String {
        switch self {
        case .sqlite: ""
        case .postgres: " FOR NO KEY UPDATE"
        }
    }

    /// After a SELECT of rows to take for this transaction alone (a sender's claim): PostgreSQL
    /// locks them and passes over those another transaction holds, so senders side by side take
    /// different rows without waiting; SQLite's write transaction lets one sender in at a time.
    public var forUpdateSkipLocked: String {
        switch self {
        case .sqlite: ""
        case .postgres: " FOR UPDATE SKIP LOCKED"
        }
    }

    /// After a SELECT whose row must not change until the transaction ends.
    public var forShare: String {
        switch self {
        case .sqlite: ""
        case .postgres: " FOR SHARE"
        }
    }

    /// The identifiers of the schema versions applied, as each store records them (GRDB's
    /// `grdb_migrations`, our `schema_migrations`).
    var appliedVersions: SQL {
        switch self {
        case .sqlite: "SELECT identifier FROM grdb_migrations"
        case .postgres: "SELECT identifier FROM schema_migrations"
        }
    }

    /// The names of the tables of the database (its schema, on PostgreSQL), one per row.
    var tables: SQL {
        switch self {
        case .sqlite: "SELECT name FROM sqlite_master WHERE type = 'table'"
        case .postgres: """
            SELECT c.relname::text FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = current_schema() AND c.relkind = 'r'
            """
        }
    }

    /// A table's columns, in the order they were made, one per row.
    func columns(of table: String) -> SQL {
        switch self {
        case .sqlite: "SELECT name FROM pragma_table_info(\(table)) ORDER BY cid"
        case .postgres: """
            SELECT attname::text FROM pg_attribute
            WHERE attrelid = CAST(\(StoredTables.quoted(table)) AS regclass) AND attnum > 0 AND NOT attisdropped ORDER BY attnum
            """
        }
    }

    /// Foreign keys checked at commit rather than per statement, for the rest of the transaction.
    var deferringForeignKeys: String {
        switch self {
        case .sqlite: "PRAGMA defer_foreign_keys = ON"
        case .postgres: "SET CONSTRAINTS ALL DEFERRED"
        }
    }

    /// After rows were stored with their identity given: the identity goes on numbering after
    /// the highest, not from 1 again. SQLite's rowid always does.
    func advancingIdentity(_ column: String, of table: String) -> SQL? {
        switch self {
        case .sqlite: nil
        case .postgres: """
            SELECT setval(pg_get_serial_sequence(\(StoredTables.quoted(table)), \(column)),
                          (SELECT max(\(raw: StoredTables.quoted(column))) FROM \(raw: StoredTables.quoted(table))))
            """
        }
    }

    /// A schema statement in this dialect. Written in PostgreSQL's words, SQLite gets its
    /// types (INTEGER for BIGINT, which keeps `INTEGER PRIMARY KEY` the rowid; BLOB for BYTEA),
    /// its rowid for an identity column, and its default bytewise collation; `WITHOUT ROWID`
    /// is SQLite's alone.
    public func render(_ ddl: String) -> String {
        switch self {
        case .sqlite:
            ddl.replacing(" GENERATED BY DEFAULT AS IDENTITY", with: "")
                .replacing(#" COLLATE "C""#, with: "")
                .replacing("BIGINT", with: "INTEGER")
                .replacing("BYTEA", with: "BLOB")
        case .postgres:
            ddl.replacing(" WITHOUT ROWID", with: "")
        }
    }
}
