public import Domain
import PostgresNIO
public import SQLStorage

/// SQLStorage's transactions on this server: the repositories' queries run through them (see
/// `PostgresExecutor`), each timed when the store has a timer; a write also writes the change's
/// log entry, if its use case declared one (`AuditTrail`).
extension PostgresStore: SQLStore {
    public func reading<T: Sendable>(_ body: @Sendable (any SQLExecutor) throws -> T) async throws(DomainError) -> T {
        try await timer.timing(.read) { () async throws(DomainError) in
            try await read { connection in try await PostgresExecutor.run(on: connection, body) }
        }
    }

    public func writing<T: Sendable>(conflicts: [String: DomainError],
                                     _ body: @Sendable (any SQLExecutor) throws -> T) async throws(DomainError) -> T {
        let claim = AuditTrail.claim()
        return try await timer.timing(.write) { () async throws(DomainError) in
            try await write(conflicts: conflicts) { connection in
                try await PostgresExecutor.run(on: connection) { db in try AuditWriting.change(claim, db, body) }
            }
        }
    }

    public func writing<T: Sendable>(keeping body: @Sendable (any SQLExecutor) throws -> (T, keep: Bool)) async throws(DomainError) -> T {
        let claim = AuditTrail.claim()
        return try await timer.timing(.write) { () async throws(DomainError) in
            try await write(keeping: { connection in
                try await PostgresExecutor.run(on: connection) { db in try AuditWriting.change(claim, db, body) }
            })
        }
    }

    /// On the calling thread, as SQLite's: a door's scans run by the thousand, one short
    /// transaction each, and the hop to a waiting thread and back cost a tenth of each (a
    /// 10,000-code check-in took a quarter longer with it). Such a body waits at most for the
    /// one row another short transaction holds while it runs, never for work of this process.
    public func writingHere<T: Sendable>(_ body: @Sendable (any SQLExecutor) throws -> T) async throws(DomainError) -> T {
        let claim = AuditTrail.claim()
        return try await timer.timing(.write) { () async throws(DomainError) in
            try await write(conflicts: [:]) { connection in try AuditWriting.change(claim, PostgresExecutor(connection: connection), body) }
        }
    }

    /// Nothing to stage: a long write holds the rows it writes, and other writers go on.
    public func staging<T: Sendable>(_ prepare: @Sendable (any SQLExecutor) throws -> (value: T, publish: Bool)?,
                                     publish: @Sendable (any SQLExecutor, T) throws -> Bool) async throws(DomainError) -> T? {
        nil
    }

    public var dialect: SQLDialect { .postgres }

    /// One per connection: each scan is one statement, and waits only for its own round trip.
    public var recordsAtOnce: Int { connections.limit }

    /// Sent without BEGIN and COMMIT, so that it is the only round trip, and awaited: no thread
    /// waits for the row lock it may wait for, so the transaction holding it can always go on.
    public func writingStatement<T: Sendable>(_ statement: SQL,
                                              _ read: @Sendable (any SQLRow) throws -> T) async throws(DomainError) -> [T] {
        try await timer.timing(.write) { () async throws(DomainError) in
            try await writeAlone { [prepared = connections.prepared] connection in
                try await PostgresExecutor.rows(of: statement, on: connection, prepared: prepared).map { row in
                    try read(PostgresSQLRow(row: PostgresRandomAccessRow(row)))
                }
            }
        }
    }

    /// Prepared once per connection (`SQL.reused`): the lookups every page makes are planned
    /// once, then only bound and run.
    public func readingAlone<T: Sendable>(_ statement: SQL,
                                          _ read: @Sendable (any SQLRow) throws -> T) async throws(DomainError) -> [T] {
        try await timer.timing(.read) { () async throws(DomainError) in
            try await readAlone { [prepared = connections.prepared] connection in
                try await PostgresExecutor.rows(of: statement.reused(), on: connection, prepared: prepared).map { row in
                    try read(PostgresSQLRow(row: PostgresRandomAccessRow(row)))
                }
            }
        }
    }

    public func domainError(for error: any Error, conflicts: [String: DomainError]) -> DomainError {
        errors.domainError(for: error, conflicts: conflicts)
    }
}
