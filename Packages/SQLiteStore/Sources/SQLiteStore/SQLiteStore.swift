public import Domain
public import Foundation
import GRDB

/// Every repository Domain declares for accounts and events, on one SQLite file in WAL mode.
///
/// Opening creates missing folders and the file (mode 0600, as it holds password hashes and
/// session digests), turns foreign keys on, waits up to `busyTimeout` seconds for another
/// writer, and applies the schema migrations this build knows. Every write runs in one
/// IMMEDIATE transaction, so two processes writing at once either wait for each other or get
/// `.storeBusy`, never lose a write. Instants are kept to the millisecond.
///
/// Writes that find nothing to change: `updatePasswordHash` and event `update` throw
/// `.notFound`; `revoke` (also of a replaced session), `clear`, membership `remove` and event
/// `delete` succeed (the state asked for already holds).
public final class SQLiteStore: Sendable {
    let pool: DatabasePool
    let errors: ErrorMapping

    public init(path: String, busyTimeout: TimeInterval = 5) throws(DomainError) {
        let errors = ErrorMapping(path: path)
        var configuration = Configuration()
        configuration.label = "rushday"
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(busyTimeout)
        do {
            try StoreFile.prepare(path: path)
            let pool = try DatabasePool(path: path, configuration: configuration)
            try Migrations.apply(to: pool)
            self.pool = pool
        } catch {
            throw errors.openingError(error)
        }
        StoreFile.restrictPermissions(path: path)
        self.errors = errors
    }

    func read<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws(DomainError) -> T {
        do {
            return try await pool.read(body)
        } catch {
            throw errors.domainError(for: error)
        }
    }

    /// GRDB begins every `write` with BEGIN IMMEDIATE, so the write lock is taken up front
    /// (waiting up to the busy timeout) and never upgraded mid-transaction, where SQLite would
    /// fail at once. `conflicts` names the error for a unique violation on "table.column",
    /// where the message needs the value the caller tried to store.
    func write<T: Sendable>(conflicts: [String: DomainError] = [:],
                            _ body: @Sendable (Database) throws -> T) async throws(DomainError) -> T {
        do {
            return try await pool.write(body)
        } catch {
            throw errors.domainError(for: error, conflicts: conflicts)
        }
    }
}
