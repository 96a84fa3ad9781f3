public import Domain

/// Runs statements inside one open transaction of one store: what each store implements, so
/// the schema and every query are written once. Synchronous, as GRDB's transactions are;
/// PostgresStore runs a transaction's body on a thread of its own that waits for each answer.
public protocol SQLExecutor {
    var dialect: SQLDialect { get }

    /// Runs a statement and returns how many rows it inserted, updated or deleted.
    @discardableResult
    func execute(_ sql: SQL) throws -> Int

    /// Runs a query and hands each row to `body`, in order, as it is read.
    func forEach(_ sql: SQL, _ body: (any SQLRow) throws -> Void) throws

    /// Runs `sql` so that when it fails it undoes only itself and the transaction goes on:
    /// SQLite's statements are atomic on their own, PostgreSQL's need a savepoint.
    @discardableResult
    func attempt(_ sql: SQL) throws -> Int

    /// Applies one statement of the schema (see `Schema`), rendered for this dialect.
    func apply(_ ddl: String) throws
}

extension SQLExecutor {
    /// Every row, each made into a value by `make`.
    public func all<T>(_ sql: SQL, _ make: (any SQLRow) throws -> T) throws -> [T] {
        var values: [T] = []
        try forEach(sql) { row in values.append(try make(row)) }
        return values
    }

    /// The first row made into a value by `make`, or nil when there is none.
    public func first<T>(_ sql: SQL, _ make: (any SQLRow) throws -> T) throws -> T? {
        var value: T?
        try forEach(sql) { row in
            if value == nil { value = try make(row) }
        }
        return value
    }

    /// Whether the query returns any row.
    public func exists(_ sql: SQL) throws -> Bool {
        try first(sql) { _ in true } ?? false
    }

    /// The integer in the first column of the first row; 0 when there is none.
    public func integer(_ sql: SQL) throws -> Int64 {
        try first(sql) { row in try row.optionalInteger(0) ?? 0 } ?? 0
    }

    /// Takes the lock `name` until the transaction ends, for writers that decide on what no row
    /// holds yet (the next free handle): PostgreSQL's advisory lock, per schema, so stores in
    /// other schemas of the database do not wait; SQLite's write transaction holds it already.
    public func lock(_ name: String) throws {
        guard dialect.locksRows else { return }
        try forEach("SELECT pg_advisory_xact_lock(hashtext(\("rushday \(name) ") || current_schema()))") { _ in }
    }

    /// Takes the rows `sql` selects, in its ORDER BY's order, until the transaction ends: on
    /// PostgreSQL (FOR NO KEY UPDATE), where writers of other rows go on; SQLite's write
    /// transaction holds the whole file already, so there it reads nothing.
    public func lockRows(_ sql: SQL) throws {
        guard dialect.locksRows else { return }
        var locking = sql
        locking.append(" FOR NO KEY UPDATE")
        try forEach(locking) { _ in }
    }
}

/// One row of a query's answer, read by column position in the SELECT's order.
public protocol SQLRow {
    func text(_ index: Int) throws -> String
    func optionalText(_ index: Int) throws -> String?
    func integer(_ index: Int) throws -> Int64
    func optionalInteger(_ index: Int) throws -> Int64?
    func bytes(_ index: Int) throws -> [UInt8]
    /// The value as it is stored, whatever its column's type: for copying rows as they are.
    func value(_ index: Int) throws -> ColumnValue
}
