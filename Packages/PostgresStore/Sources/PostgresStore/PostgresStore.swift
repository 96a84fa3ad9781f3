public import Domain
import PostgresNIO
public import SQLStorage
import Synchronization

/// Every repository Domain declares, as SQLStorage's queries (`SQLStore`, the same as
/// SQLiteStore's), on one PostgreSQL database shared by a team's machines.
///
/// `access` says whether the command writes (see `StoreAccess`). The first use of a writing
/// store applies the schema migrations this build knows (under an advisory lock, see
/// `Migrations.apply`); a reading one reads an empty database as an empty store, and upgrades
/// an older schema as a writer would, as SQLiteStore's reader does (`upgraded` is told); a role
/// that may not change the schema reads through a refusal saying how to upgrade it, and
/// `inspecting` (`db status`) reads it as it is. Both refuse a newer schema. Connections are the store's own (`Connections`), so a failure is reported
/// within seconds. Every repository call is one transaction: all of it is stored or none.
public final class PostgresStore: Sendable {
    let location: PostgresLocation
    let access: StoreAccess
    let errors: ErrorMapping
    let connections: Connections
    let inspecting: Bool
    let upgraded: SchemaVersions.Upgraded
    /// Told each `SQLStore` transaction's time, when asked (`serve --metrics`).
    let timer: TransactionTimer?
    /// What the first use found: nil until then.
    private let schema = Mutex<SchemaState?>(nil)

    private enum SchemaState {
        case current
        /// A reader's empty database: each of its connections gets empty temporary tables.
        case empty
    }

    /// Most commands run one transaction at a time and open one connection (each is opened when
    /// first needed); a door's `checkin --stdin` keeps a scan in flight on each (`ScanQueue`),
    /// where eight hide a round trip's wait behind the client's own work on this machine, while
    /// a team's several doors stay far below the server's limit (100 by default). `rushday
    /// serve` takes more: its many visitors' reads would queue for a command's few.
    public static let commandConnections = 8

    /// Throws when the location's root certificate cannot be used; connects at the first use,
    /// and keeps at most `connections` open at once.
    public init(_ location: PostgresLocation, access: StoreAccess = .readWrite, connections: Int = commandConnections,
                inspecting: Bool = false, upgraded: @escaping SchemaVersions.Upgraded = { _, _, _ in },
                timer: TransactionTimer? = nil) throws(DomainError) {
        self.location = location
        self.timer = timer
        self.access = access
        self.inspecting = inspecting
        self.upgraded = upgraded
        errors = ErrorMapping(place: location.description)
        self.connections = Connections(try location.connectionConfiguration, limit: connections)
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
        try requireWriting()
        return try await transaction(begin: "BEGIN", conflicts: conflicts, body)
    }

    /// Runs `body`, which sends ONE statement, as a transaction of its own: no BEGIN and no
    /// COMMIT, so the statement is the only round trip (the server commits it, or undoes it
    /// when it fails).
    func writeAlone<T: Sendable>(_ body: @Sendable (PostgresConnection) async throws -> T) async throws(DomainError) -> T {
        try requireWriting()
        return try await alone(body)
    }

    /// As `writeAlone`, for ONE statement that only reads: it sees one snapshot on its own.
    func readAlone<T: Sendable>(_ body: @Sendable (PostgresConnection) async throws -> T) async throws(DomainError) -> T {
        try await alone(body)
    }

    private func alone<T: Sendable>(_ body: @Sendable (PostgresConnection) async throws -> T) async throws(DomainError) -> T {
        do {
            return try await withConnection(body)
        } catch {
            throw errors.domainError(for: error)
        }
    }

    /// As `write`, but `body` says whether what it wrote is kept: when not, the transaction is
    /// rolled back and the database is left as it was.
    func write<T: Sendable>(keeping body: @Sendable (PostgresConnection) async throws -> (T, keep: Bool)) async throws(DomainError) -> T {
        try requireWriting()
        return try await transaction(begin: "BEGIN", conflicts: [:]) { connection in
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

    /// As `write`, but the schema is brought up to this build's inside the same transaction, so
    /// a `body` that throws leaves even the schema as it was: for `db copy`, whose refusal of a
    /// target must change nothing, not even upgrade it.
    func writeUpgradingSchema<T: Sendable>(_ body: @Sendable (PostgresConnection) async throws -> T) async throws(DomainError) -> T {
        try requireWriting()
        do {
            let (value, from) = try await connections.withConnection { connection in
                try await Self.inTransaction(on: connection, begin: "BEGIN") { connection in
                    let from = try await Migrations.apply(on: connection)
                    return (try await body(connection), from)
                }
            }
            if let from { upgraded(errors.place, from, SchemaVersions.current) }
            schema.withLock { $0 = .current }
            return value
        } catch {
            throw errors.domainError(for: error)
        }
    }

    private func requireWriting() throws(DomainError) {
        guard access == .readWrite else {
            throw .storeUnavailable("the database at \(errors.place) was opened for reading only, yet a write was asked; this is a bug in rushday, please report it")
        }
    }

    private func transaction<T: Sendable>(begin: PostgresQuery, conflicts: [String: DomainError],
                                          _ body: @Sendable (PostgresConnection) async throws -> T,
                                          recovering: (any Error) -> T? = { _ in nil }) async throws(DomainError) -> T {
        do {
            return try await withConnection { connection in try await Self.inTransaction(on: connection, begin: begin, body) }
        } catch {
            if let value = recovering(error) { return value }
            throw errors.domainError(for: error, conflicts: conflicts)
        }
    }

    /// `body` on a connection of the pool, once the schema has been looked at: on an empty
    /// database (a reader's) each new connection gets the empty tables a read expects.
    private func withConnection<T>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
        try await checkSchemaOnce()
        let empty = schema.withLock { $0 } == .empty
        return try await connections.withConnection(prepare: { connection in
            if empty { try await Migrations.createEmptyTemporaryTables(on: connection) }
        }, body)
    }

    /// Once per store, not per call: a writer migrates, a reader only looks.
    private func checkSchemaOnce() async throws(DomainError) {
        guard schema.withLock({ $0 }) == nil else { return }
        let found: SchemaState
        do {
            found = try await connections.withConnection { connection -> SchemaState in
                switch access {
                case .readWrite:
                    try await upgrade(on: connection)
                    return .current
                case .readOnly:
                    let current: Bool
                    do {
                        current = try await Self.inTransaction(on: connection, begin: "BEGIN READ ONLY") { connection in
                            try await Migrations.requireCurrent(on: connection)
                        }
                    } catch let older as Migrations.OlderSchema {
                        if inspecting { return .current }
                        do {
                            try await upgrade(on: connection)
                        } catch let error as PSQLError where Self.mayNotChangeSchema(error) {
                            throw Migrations.CannotUpgrade(applied: older.applied)
                        }
                        return .current
                    }
                    if current { return .current }
                    // This connection was opened before the state was known: it goes back idle.
                    try await Migrations.createEmptyTemporaryTables(on: connection)
                    return .empty
                }
            }
        } catch {
            throw errors.domainError(for: error)
        }
        schema.withLock { $0 = found }
    }

    /// Brings the schema up to this build's in a transaction of its own, telling `upgraded`
    /// when an existing schema was behind.
    private func upgrade(on connection: PostgresConnection) async throws {
        let from = try await Self.inTransaction(on: connection, begin: "BEGIN") { connection in
            try await Migrations.apply(on: connection)
        }
        if let from { upgraded(errors.place, from, SchemaVersions.current) }
    }

    /// Refused for the role's rights (42501), or because its transactions are read-only (25006).
    private static func mayNotChangeSchema(_ error: PSQLError) -> Bool {
        ["42501", "25006"].contains(error.serverInfo?[.sqlState] ?? "")
    }

    /// Not postgres-nio's `withTransaction`: it wraps every failure in a PostgresTransactionError,
    /// where ErrorMapping needs the statement's own error (its SQLSTATE and constraint), and it
    /// always commits; `begin` chooses READ ONLY here.
    private static func inTransaction<T>(on connection: PostgresConnection, begin: PostgresQuery,
                                         _ body: (PostgresConnection) async throws -> T) async throws -> T {
        try await connection.execute(begin)
        do {
            let value = try await body(connection)
            try await connection.execute("COMMIT")
            return value
        } catch {
            // A connection that is gone took its transaction with it: no ROLLBACK is sent
            // there, as a query sent while postgres-nio learns of the close is a race (the
            // test of a backend ended mid-transaction hung or timed out twice in some twenty
            // runs before this; the cause was not pinned down). A failed ROLLBACK means the
            // same: the first error is the one to report.
            if !Connections.breaks(error) && !connection.isClosed {
                try? await connection.execute("ROLLBACK")
            }
            throw error
        }
    }
}
