import Domain
import Foundation
import NIOCore
import NIOPosix
import PostgresNIO
import SQLStorage

/// SQLStorage's statements on one connection inside its transaction. Its methods wait for each
/// answer, as GRDB's do: a transaction's body is synchronous in both stores. So a body runs on a
/// thread of `threads` (`run`), never on a Swift concurrency thread, of which there are as many
/// as cores: a body waiting there for a lock (up to the 15 s lock timeout) would hold up every
/// other task of the process, a transaction that holds the lock among them.
struct PostgresExecutor: SQLExecutor {
    let connection: PostgresConnection

    var dialect: SQLDialect { .postgres }

    /// Threads that may wait: more than a process runs transactions at once, so a body never
    /// waits for a thread while the bodies that hold one wait for a lock it would release.
    static let threads: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: 16)
        pool.start()
        return pool
    }()

    /// Runs `body` with an executor on `connection`, on one of `threads`, and waits for it
    /// without holding up the caller's thread.
    static func run<T: Sendable>(on connection: PostgresConnection,
                                 _ body: @Sendable (any SQLExecutor) throws -> T) async throws -> T {
        try await withoutActuallyEscaping(body) { body in
            let job = Job(body)
            return try await withCheckedThrowingContinuation { continuation in
                threads.submit { state in
                    continuation.resume(with: state == .active ? job.run(on: connection) : .failure(Closed()))
                }
            }
        }
    }

    /// A body handed to a thread and let go of before its caller goes on: the body does not
    /// escape its transaction, and Swift checks that it does not outlive it.
    private final class Job<T>: @unchecked Sendable {
        private var body: ((any SQLExecutor) throws -> T)?

        init(_ body: @escaping (any SQLExecutor) throws -> T) {
            self.body = body
        }

        func run(on connection: PostgresConnection) -> Result<T, any Error> {
            guard let body else { return .failure(Closed()) }
            self.body = nil
            return Result { try body(PostgresExecutor(connection: connection)) }
        }
    }

    /// The thread pool was shut down: the process is ending.
    struct Closed: Error {}

    func execute(_ sql: SQL) throws -> Int {
        try answer(sql).metadata.rows ?? 0
    }

    func forEach(_ sql: SQL, _ body: (any SQLRow) throws -> Void) throws {
        for row in try answer(sql).rows { try body(PostgresSQLRow(row: PostgresRandomAccessRow(row))) }
    }

    /// The rows of one statement, awaited without holding a thread: a statement marked
    /// `SQL.isReused` runs prepared on `connection` (by `prepared`), any other is sent whole.
    static func rows(of sql: SQL, on connection: PostgresConnection, prepared: PreparedStatements) async throws -> [PostgresRow] {
        guard sql.isReused else { return try await connection.answer(query(sql)).get().rows }
        return try await prepared.rows(sql.text, sql.values.map(data), on: connection)
    }

    /// A value as a prepared statement takes it.
    private static func data(_ value: ColumnValue) -> PostgresData {
        switch value {
        case .null: .null
        case let .integer(integer): PostgresData(int64: integer)
        case let .text(text): PostgresData(string: text)
        case let .bytes(bytes): PostgresData(bytes: bytes)
        }
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
        try connection.answer(Self.query(sql)).wait()
    }

    /// `sql` as postgres-nio sends it whole.
    private static func query(_ sql: SQL) -> PostgresQuery {
        var bindings = PostgresBindings(capacity: sql.values.count)
        for value in sql.values {
            switch value {
            case .null: bindings.appendNull()
            case let .integer(integer): bindings.append(integer)
            case let .text(text): bindings.append(text)
            case let .bytes(bytes): bindings.append(ByteBuffer(bytes: bytes))
            }
        }
        return PostgresQuery(unsafeSQL: numbered(sql.text), binds: bindings)
    }

    /// `?` -> `$1`, `$2`, ... in order: PostgreSQL's parameters.
    static func numbered(_ text: String) -> String {
        let parts = text.utf8.split(separator: UInt8(ascii: "?"), omittingEmptySubsequences: false)
        var numbered = String(decoding: parts[0], as: UTF8.self)
        for (index, part) in parts.dropFirst().enumerated() {
            numbered += "$\(index + 1)"
            numbered += String(decoding: part, as: UTF8.self)
        }
        return numbered
    }

    private func wait(_ query: PostgresQuery) throws {
        _ = try connection.answer(query).wait()
    }
}

/// One row of an answer, read by position.
struct PostgresSQLRow: SQLRow {
    let row: PostgresRandomAccessRow

    func text(_ index: Int) throws -> String { try cell(index).decode(String.self) }
    func optionalText(_ index: Int) throws -> String? { try cell(index).decode(String?.self) }
    func integer(_ index: Int) throws -> Int64 { try cell(index).decode(Int64.self) }
    func optionalInteger(_ index: Int) throws -> Int64? { try cell(index).decode(Int64?.self) }
    func bytes(_ index: Int) throws -> [UInt8] { Array(try cell(index).decode(Data.self)) }

    func value(_ index: Int) throws -> ColumnValue {
        let cell = cell(index)
        guard cell.bytes != nil else { return .null }
        switch cell.dataType {
        case .int2, .int4, .int8: return .integer(try cell.decode(Int64.self))
        case .bytea: return .bytes(Array(buffer: try cell.decode(ByteBuffer.self)))
        case .text, .varchar: return .text(try cell.decode(String.self))
        default: throw CorruptRow(table: cell.columnName, detail: "a \(cell.dataType) column, which rushday's schema never has")
        }
    }

    /// Every answer comes in binary (postgres-nio asks for it so), but a prepared statement's
    /// cells say text, the format of the statement's description: they are read as binary.
    private func cell(_ index: Int) -> PostgresCell {
        var cell = row[index]
        cell.format = .binary
        return cell
    }
}
