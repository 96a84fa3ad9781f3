import Domain
import Foundation
import GRDB
import GRDBSQLite
import SQLStorage

/// SQLStorage's statements on one GRDB connection inside its transaction. Every statement is
/// prepared once per connection (GRDB's cache, keyed by its text) and its rows are read
/// through a cursor, each as it comes. A read's executor (`readOnly`) refuses any statement
/// that would write, as SQLite's `query_only` would, without that pragma's cost (`SQLiteStore.read`).
struct SQLiteExecutor: SQLExecutor {
    let db: Database
    var readOnly = false

    var dialect: SQLDialect { .sqlite }

    func execute(_ sql: SQLStorage.SQL) throws -> Int {
        try bound(sql).execute()
        return db.changesCount
    }

    func forEach(_ sql: SQLStorage.SQL, _ body: (any SQLRow) throws -> Void) throws {
        let rows = try Row.fetchCursor(bound(sql))
        while let row = try rows.next() { try body(SQLiteRow(row: row)) }
    }

    /// A statement that fails leaves the transaction as it was before it.
    func attempt(_ sql: SQLStorage.SQL) throws -> Int {
        try execute(sql)
    }

    func apply(_ ddl: String) throws {
        guard !readOnly else { throw DatabaseError(resultCode: .SQLITE_READONLY, message: "a read may not change the schema", sql: ddl) }
        try db.execute(sql: dialect.render(ddl))
    }

    /// The statement with the values bound by SQLite's own functions. GRDB's `StatementArguments`
    /// takes each value through an existential and its unspecialised generic code: about 3,500
    /// instructions a value, a fifth of a guest import (64 rows of 13 values a statement) and
    /// more than its SQLite inserts. GRDB is then told its arguments are bound (none of its
    /// own), so that it runs the statement as it is, through its hooks and its errors.
    private func bound(_ sql: SQLStorage.SQL) throws -> Statement {
        let statement = try db.cachedStatement(sql: sql.text)
        let handle = statement.sqliteStatement
        guard !readOnly || sqlite3_stmt_readonly(handle) != 0 else {
            throw DatabaseError(resultCode: .SQLITE_READONLY, message: "a read may not write", sql: sql.text)
        }
        guard sqlite3_bind_parameter_count(handle) == sql.values.count else {
            throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "wrong number of statement arguments: \(sql.values.count)", sql: sql.text)
        }
        statement.setUncheckedArguments(StatementArguments())
        for (offset, value) in sql.values.enumerated() {
            let code = Self.bind(value, at: Int32(offset + 1), to: handle)
            guard code == SQLITE_OK else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: sql.text)
            }
        }
        return statement
    }

    /// SQLite copies text and bytes (`transient`); an empty one still binds a value, not NULL.
    /// Text ends at a NUL, as GRDB binds and reads it (user text never holds one: `UserText`).
    private static func bind(_ value: ColumnValue, at index: Int32, to handle: SQLiteStatement) -> Int32 {
        switch value {
        case .null:
            return sqlite3_bind_null(handle, index)
        case let .integer(integer):
            return sqlite3_bind_int64(handle, index, integer)
        case let .text(text):
            return text.withCString { sqlite3_bind_text(handle, index, $0, -1, transient) }
        case let .bytes(bytes) where bytes.isEmpty:
            return sqlite3_bind_zeroblob(handle, index, 0)
        case let .bytes(bytes):
            return bytes.withUnsafeBytes { sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), transient) }
        }
    }

    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
}

/// A cursor's current row, read by position.
struct SQLiteRow: SQLRow {
    let row: Row

    func text(_ index: Int) throws -> String { try row.decode(atIndex: index) }
    func optionalText(_ index: Int) throws -> String? { try row.decode(atIndex: index) }
    func integer(_ index: Int) throws -> Int64 { try row.decode(atIndex: index) }
    func optionalInteger(_ index: Int) throws -> Int64? { try row.decode(atIndex: index) }
    func bytes(_ index: Int) throws -> [UInt8] { Array(try row.decode(Data.self, atIndex: index)) }

    func value(_ index: Int) throws -> ColumnValue {
        guard let value = ColumnValue(row[index] as DatabaseValue) else {
            throw DatabaseError(message: "a real number, which rushday's schema never stores")
        }
        return value
    }
}

extension ColumnValue {
    init?(_ value: DatabaseValue) {
        switch value.storage {
        case .null: self = .null
        case let .int64(integer): self = .integer(integer)
        case let .string(text): self = .text(text)
        case let .blob(data): self = .bytes(Array(data))
        case .double: return nil
        }
    }
}
