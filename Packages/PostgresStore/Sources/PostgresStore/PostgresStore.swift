import Domain
import PostgresNIO
import Synchronization

/// Every repository Domain declares, on one PostgreSQL database shared by a team's machines.
///
/// Connections come from postgres-nio's pool, which runs in a task of the store's own for as
/// long as the store lives. The first use applies the schema migrations this build knows
/// (under an advisory lock, see `Migrations.apply`) or refuses a newer schema. Every repository
/// call is one transaction: all of it is stored or none. Instants are kept to the millisecond,
/// as in SQLiteStore, and every write gives SQLiteStore's results and errors.
public final class PostgresStore: Sendable {
    let location: PostgresLocation
    let errors: ErrorMapping
    private let client: PostgresClient
    private let running: Task<Void, Never>
    /// Whether this store has brought the schema up to date: once per store, not per call.
    private let migrated = Mutex(false)

    public init(_ location: PostgresLocation) {
        self.location = location
        errors = ErrorMapping(place: location.description)
        var configuration = location.clientConfiguration
        // A command runs one transaction at a time; a few spare connections let a caller that
        // overlaps calls go on without queueing, while a team's many machines stay far below
        // the server's connection limit.
        configuration.options.maximumConnections = 4
        let client = PostgresClient(configuration: configuration)
        self.client = client
        running = Task { await client.run() }
    }

    deinit {
        running.cancel()
    }

    /// Runs `body` in one read-only transaction whose queries all see one snapshot (REPEATABLE
    /// READ; under the default READ COMMITTED an expense and its shares, read by two queries,
    /// could come from two different commits). A read-only one never fails to serialise.
    func read<T: Sendable>(_ body: @Sendable (PostgresConnection) async throws -> T) async throws(DomainError) -> T {
        try await transaction(begin: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", conflicts: [:], body)
    }

    /// Runs `body` in one transaction, committed when it returns and rolled back when it throws.
    /// `conflicts` names the error for a unique violation on "table.constraint" where the
    /// message needs the value the caller tried to store.
    func write<T: Sendable>(conflicts: [String: DomainError] = [:],
                            _ body: @Sendable (PostgresConnection) async throws -> T) async throws(DomainError) -> T {
        try await transaction(begin: "BEGIN", conflicts: conflicts, body)
    }

    /// As `write`, but `body` says whether what it wrote is kept: when not, the transaction is
    /// rolled back and the database is left as it was.
    func write<T: Sendable>(keeping body: @Sendable (PostgresConnection) async throws -> (T, keep: Bool)) async throws(DomainError) -> T {
        try await transaction(begin: "BEGIN", conflicts: [:]) { connection in
            let (value, keep) = try await body(connection)
            if !keep { throw Discarded(value: value) }
            return value
        } recovering: { error in
            (error as? Discarded<T>)?.value
        }
    }

    /// What a transaction whose writes are not kept returns, thrown to roll it back.
    private struct Discarded<T: Sendable>: Error {
        let value: T
    }

    private func transaction<T: Sendable>(begin: PostgresQuery, conflicts: [String: DomainError],
                                          _ body: @Sendable (PostgresConnection) async throws -> T,
                                          recovering: (any Error) -> T? = { _ in nil }) async throws(DomainError) -> T {
        try await migrateOnce()
        do {
            return try await client.withConnection { connection in
                try await Self.inTransaction(on: connection, begin: begin, body)
            }
        } catch {
            if let value = recovering(error) { return value }
            throw errors.domainError(for: error, conflicts: conflicts)
        }
    }

    /// The first use connects once on its own, outside the pool, and migrates on that
    /// connection: one the server refuses (a wrong password, a missing database, nothing
    /// listening) fails at once with the server's reason, where the pool would retry for about
    /// a minute. postgres-nio logs at debug level only while connecting, which the default
    /// logger (info) leaves out.
    private func migrateOnce() async throws(DomainError) {
        guard !migrated.withLock({ $0 }) else { return }
        do {
            let connection = try await PostgresConnection.connect(configuration: location.connectionConfiguration, id: 0,
                                                                  logger: .init(label: "rushday.postgres"))
            do {
                try await Self.inTransaction(on: connection, begin: "BEGIN") { connection in
                    try await Migrations.apply(on: connection)
                }
                try await connection.close()
            } catch {
                try? await connection.close()
                throw error
            }
        } catch {
            throw errors.domainError(for: error)
        }
        migrated.withLock { $0 = true }
    }

    /// Not postgres-nio's `withTransaction`: it wraps every failure in a PostgresTransactionError,
    /// where ErrorMapping needs the statement's own error (its SQLSTATE and constraint), and it
    /// always commits; `begin` chooses READ ONLY here.
    private static func inTransaction<T>(on connection: PostgresConnection, begin: PostgresQuery,
                                         _ body: (PostgresConnection) async throws -> T) async throws -> T {
        try await connection.query(begin, logger: connection.logger)
        do {
            let value = try await body(connection)
            try await connection.query("COMMIT", logger: connection.logger)
            return value
        } catch {
            // A failed ROLLBACK means the connection is gone, and the server ends the
            // transaction with it: the first error is the one to report.
            _ = try? await connection.query("ROLLBACK", logger: connection.logger)
            throw error
        }
    }
}
