import Domain
import Foundation
import GRDB
import SQLStorage

/// SQLStorage's statements on one GRDB connection inside its transaction. Every statement is
/// prepared once per connection (GRDB's cache, keyed by its text) and its rows are read
/// through a cursor, each as it comes.
struct SQLiteExecutor: SQLExecutor {
    let db: Database

    var dialect: SQLDialect { .sqlite }

    func execute(_ sql: SQLStorage.SQL) throws -> Int {
        try db.cachedStatement(sql: sql.text).execute(arguments: Self.arguments(sql.values))
        return db.changesCount
    }

    func forEach(_ sql: SQLStorage.SQL, _ body: (any SQLRow) throws -> Void) throws {
        let rows = try Row.fetchCursor(db.cachedStatement(sql: sql.text), arguments: Self.arguments(sql.values))
        while let row = try rows.next() { try body(SQLiteRow(row: row)) }
    }

    /// A statement that fails leaves the transaction as it was before it.
    func attempt(_ sql: SQLStorage.SQL) throws -> Int {
        try execute(sql)
    }

    func apply(_ ddl: String) throws {
        try db.execute(sql: dialect.render(ddl))
    }

    /// Through GRDB's initializer of optional existentials: its generic one maps the values
    /// through a key path, which was a tenth of a 30,000-guest import.
    private static func arguments(_ values: [ColumnValue]) -> StatementArguments {
        StatementArguments(values.map { value -> (any DatabaseValueConvertible)? in
            switch value {
            case .null: nil
            case let .integer(integer): integer
            case let .text(text): text
            case let .bytes(bytes): Data(bytes)
            }
        })
    }
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

    var databaseValue: DatabaseValue {
        switch self {
        case .null: .null
        case let .integer(integer): integer.databaseValue
        case let .text(text): text.databaseValue
        case let .bytes(bytes): Data(bytes).databaseValue
        }
    }
}
