public import Domain
import GRDB
public import SQLStorage

/// SQLStorage's transactions on this file: the repositories' queries run through them, each
/// timed when the store has a timer; a write also writes the change's log entry, if its use case
/// declared one (`AuditTrail`).
extension SQLiteStore: SQLStore {
    public func reading<T: Sendable>(_ body: @Sendable (any SQLExecutor) throws -> T) async throws(DomainError) -> T {
        try await timer.timing(.read) { () async throws(DomainError) in try await read { db in try body(SQLiteExecutor(db: db, readOnly: true)) } }
    }

    public func writing<T: Sendable>(conflicts: [String: DomainError],
                                     _ body: @Sendable (any SQLExecutor) throws -> T) async throws(DomainError) -> T {
        let claim = AuditTrail.claim()
        return try await timer.timing(.write) { () async throws(DomainError) in
            try await write(conflicts: conflicts) { db in try AuditWriting.change(claim, SQLiteExecutor(db: db), body) }
        }
    }

    public func writing<T: Sendable>(keeping body: @Sendable (any SQLExecutor) throws -> (T, keep: Bool)) async throws(DomainError) -> T {
        let claim = AuditTrail.claim()
        return try await timer.timing(.write) { () async throws(DomainError) in
            try await write(keeping: { db in try AuditWriting.change(claim, SQLiteExecutor(db: db), body) })
        }
    }

    public func writingHere<T: Sendable>(_ body: @Sendable (any SQLExecutor) throws -> T) async throws(DomainError) -> T {
        let claim = AuditTrail.claim()
        return try timer.timing(.write) { () throws(DomainError) in try writeHere { db in try AuditWriting.change(claim, SQLiteExecutor(db: db), body) } }
    }

    public func staging<T: Sendable>(_ prepare: @Sendable (any SQLExecutor) throws -> (value: T, publish: Bool)?,
                                     publish: @Sendable (any SQLExecutor, T) throws -> Bool) async throws(DomainError) -> T? {
        // A staging that gives up leaves the entry to the write its caller makes instead.
        let claim = AuditTrail.peek()
        let staged = try await timer.timing(.write) { () async throws(DomainError) in
            try await stage({ db in try prepare(SQLiteExecutor(db: db)) }, publish: { db, value in
                try AuditWriting.change(claim, SQLiteExecutor(db: db)) { db in try publish(db, value) }
            })
        }
        if staged != nil { _ = AuditTrail.claim() }
        return staged
    }

    public var dialect: SQLDialect { .sqlite }

    /// One writer at a time: a second scan would only wait for the first.
    public var recordsAtOnce: Int { 1 }

    public func writingStatement<T: Sendable>(_ statement: SQLStorage.SQL,
                                              _ read: @Sendable (any SQLRow) throws -> T) async throws(DomainError) -> [T] {
        try timer.timing(.write) { () throws(DomainError) in try writeHere { db in try SQLiteExecutor(db: db).all(statement, read) } }
    }

    public func readingAlone<T: Sendable>(_ statement: SQLStorage.SQL,
                                          _ read: @Sendable (any SQLRow) throws -> T) async throws(DomainError) -> [T] {
        try await reading { db in try db.all(statement, read) }
    }

    public func domainError(for error: any Error, conflicts: [String: DomainError]) -> DomainError {
        errors.domainError(for: error, conflicts: conflicts)
    }
}
