import Domain
import Foundation
import NIOCore
import PostgresNIO
import SQLStorage

/// SQLStorage's statements on one connection inside its transaction. Its methods wait for each
/// answer on the calling thread, as GRDB's do: a transaction's body is synchronous in both
/// stores. The answers come on the connection's event loop, never the caller's thread, so
/// the wait always ends (`answer` bounds it).
struct PostgresExecutor: SQLExecutor {
    let connection: PostgresConnection

    var dialect: SQLDialect { .postgres }

    func execute(_ sql: SQL) throws -> Int {
        try answer(sql).metadata.rows ?? 0
    }

    func forEach(_ sql: SQL, _ body: (any SQLRow) throws -> Void) throws {
        for row in try answer(sql).rows { try body(PostgresSQLRow(row: PostgresRandomAccessRow(row))) }
    }

    /// Under a savepoint: PostgreSQL would otherwise abort the whole transaction.
    func attempt(_ sql: SQL) throws -> Int {
        try wait("SAVEPOINT attempt")
        do {
            let changed = try execute(sql)
            try wait("RELEASE SAVEPOINT attempt")
            return changed
        } catch {
            // After a lost connection there is no savepoint to go back to: the server has
            // rolled the whole transaction back.
            if !Connections.breaks(error) { try wait("ROLLBACK TO SAVEPOINT attempt") }
            throw error
        }
    }

    func apply(_ ddl: String) throws {
        try wait(PostgresQuery(unsafeSQL: dialect.render(ddl)))
    }

    private func answer(_ sql: SQL) throws -> PostgresQueryResult {
        var bindings = PostgresBindings(capacity: sql.values.count)
        for value in sql.values {
            switch value {
            case .null: bindings.appendNull()
            case let .integer(integer): bindings.append(integer)
            case let .text(text): bindings.append(text)
            case let .bytes(bytes): bindings.append(ByteBuffer(bytes: bytes))
            }
        }
        return try connection.answer(PostgresQuery(unsafeSQL: sql.text, binds: bindings)).wait()
    }

    private func wait(_ query: PostgresQuery) throws {
        _ = try connection.answer(query).wait()
    }
}

/// One row of an answer, read by position.
struct PostgresSQLRow: SQLRow {
    let row: PostgresRandomAccessRow

    func text(_ index: Int) throws -> String { try row[index].decode(String.self) }
    func optionalText(_ index: Int) throws -> String? { try row[index].decode(String?.self) }
    func integer(_ index: Int) throws -> Int64 { try row[index].decode(Int64.self) }
    func optionalInteger(_ index: Int) throws -> Int64? { try row[index].decode(Int64?.self) }
    func bytes(_ index: Int) throws -> [UInt8] { Array(try row[index].decode(Data.self)) }

    func value(_ index: Int) throws -> ColumnValue {
        let cell = row[index]
        guard cell.bytes != nil else { return .null }
        switch cell.dataType {
        case .int2, .int4, .int8: return .integer(try cell.decode(Int64.self))
        case .bytea: return .bytes(Array(buffer: try cell.decode(ByteBuffer.self)))
        case .text, .varchar: return .text(try cell.decode(String.self))
        default: throw CorruptRow(table: cell.columnName, detail: "a \(cell.dataType) column, which rushday's schema never has")
        }
    }
}
