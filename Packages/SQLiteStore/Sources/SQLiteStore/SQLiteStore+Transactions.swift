public import Domain
import GRDB
public import SQLStorage

/// SQLStorage's transactions on this file: the repositories' queries run through them, each
/// timed when the store has a timer.
extension SQLiteStore: SQLStore {
    public func reading<T: Sendable>(_ body: @Sendable (any SQLExecutor) throws -> T) async throws(DomainError) -> T {
        try await timer.timing(.read) { () async throws(DomainError) in try await read { db in try body(SQLiteExecutor(db: db)) } }
    }

    public func writing<T: Sendable>(conflicts: [String: DomainError],
                                     _ body: @Sendable (any SQLExecutor) throws -> T) async throws(DomainError) -> T {
        try await timer.timing(.write) { () async throws(DomainError) in try await write(conflicts: conflicts) { db in try body(SQLiteExecutor(db: db)) } }
    }

    public func writing<T: Sendable>(keeping body: @Sendable (any SQLExecutor) throws -> (T, keep: Bool)) async throws(DomainError) -> T {
        try await timer.timing(.write) { () async throws(DomainError) in try await write(keeping: { db in try body(SQLiteExecutor(db: db)) }) }
    }

    public func writingHere<T: Sendable>(_ body: @Sendable (any SQLExecutor) throws -> T) async throws(DomainError) -> T {
        try timer.timing(.write) { () throws(DomainError) in try writeHere { db in try body(SQLiteExecutor(db: db)) } }
    }

    public func staging<T: Sendable>(_ prepare: @Sendable (any SQLExecutor) throws -> (value: T, publish: Bool)?,
                                     publish: @Sendable (any SQLExecutor, T) throws -> Bool) async throws(DomainError) -> T? {
        try await timer.timing(.write) { () async throws(DomainError) in
            try await stage({ db in try prepare(SQLiteExecutor(db: db)) }, publish: { db, value in try publish(SQLiteExecutor(db: db), value) })
        }
    }

    public var dialect: SQLDialect { .sqlite }

    /// One writer at a time: a second scan would only wait for the first.
    public var recordsAtOnce: Int { 1 }

    public func writingStatement<T: Sendable>(_ statement: SQLStorage.SQL,
                                              _ read: @Sendable (any SQLRow) throws -> T) async throws(DomainError) -> [T] {
        try timer.timing(.write) { () throws(DomainError) in try writeHere { db in try SQLiteExecutor(db: db).all(statement, read) } }
    }

    public func domainError(for error: any Error, conflicts: [String: DomainError]) -> DomainError {
        errors.domainError(for: error, conflicts: conflicts)
    }
}
