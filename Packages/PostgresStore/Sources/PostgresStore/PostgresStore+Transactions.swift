public import Domain
import PostgresNIO
public import SQLStorage

/// SQLStorage's transactions on this server: the repositories' queries run through them (see
/// `PostgresExecutor`).
extension PostgresStore: SQLStore {
    public func reading<T: Sendable>(_ body: @Sendable (any SQLExecutor) throws -> T) async throws(DomainError) -> T {
        try await read { connection in try await PostgresExecutor.run(on: connection, body) }
    }

    public func writing<T: Sendable>(conflicts: [String: DomainError],
                                     _ body: @Sendable (any SQLExecutor) throws -> T) async throws(DomainError) -> T {
        try await write(conflicts: conflicts) { connection in try await PostgresExecutor.run(on: connection, body) }
    }

    public func writing<T: Sendable>(keeping body: @Sendable (any SQLExecutor) throws -> (T, keep: Bool)) async throws(DomainError) -> T {
        try await write(keeping: { connection in try await PostgresExecutor.run(on: connection, body) })
    }

    public func writingHere<T: Sendable>(_ body: @Sendable (any SQLExecutor) throws -> T) async throws(DomainError) -> T {
        try await writing(conflicts: [:], body)
    }

    public func domainError(for error: any Error, conflicts: [String: DomainError]) -> DomainError {
        errors.domainError(for: error, conflicts: conflicts)
    }
}
