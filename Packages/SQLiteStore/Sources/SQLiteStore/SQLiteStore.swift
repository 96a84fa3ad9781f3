public import Domain
public import Foundation
import GRDB
public import SQLStorage
import Synchronization

/// Every repository Domain declares, as SQLStorage's queries (`SQLStore`), on one SQLite file in
/// WAL mode.
///
/// `access` says whether the command writes (see `StoreAccess`). Writing creates missing
/// folders and the file (mode 0600, as it holds password hashes and session digests). A file
/// whose schema is behind this build's is upgraded when the store opens it, for readers too
/// (a user who upgrades rushday expects every command to work), as a writer upgrades it, under
/// the write lock; `upgraded` is told. A file that may not be written is then read through a
/// refusal saying how to upgrade it; `inspecting` (for `db status`, which exists to say which
/// version a file is at) reads it as it is, upgrading nothing. A file of 0 bytes is a new one, as a missing file is. Modes are
/// set only on files the store creates: an existing database keeps its own, and one the user
/// may not write is refused before anything is opened. Foreign keys are on; a writer waits up
/// to `busyTimeout` seconds (a minute by default) for another writer. Every write runs in one IMMEDIATE transaction,
/// so two processes writing at once either wait for each other or get `.storeBusy`, never lose
/// a write. Instants are kept to the millisecond.
///
/// `onCallersThread` is for one command at a time (the command line): each transaction runs on
/// the thread that asks, which waits for it, instead of on GRDB's queue and back, two thread
/// hand-offs per transaction that a short command paid several times over. A server leaves it
/// off, so a transaction never holds a thread its requests share.
public final class SQLiteStore: Sendable {
    let access: StoreAccess
    let path: String
    let busyTimeout: TimeInterval
    /// A writer waits this long for another: a 100,000-guest import's copy holds the lock for
    /// about a second on a quiet machine and many on a loaded one, and a door's scan must wait
    /// it out rather than turn a guest away; a minute is still an answer, not a hang.
    public static let defaultBusyTimeout: TimeInterval = 60
    let onCallersThread: Bool
    let errors: ErrorMapping
    let upgraded: SchemaVersions.Upgraded
    /// Told each `SQLStore` transaction's time, when asked (`serve --metrics`).
    let timer: TransactionTimer?
    /// The tables this store's own connection committed to (`changes(every:)`).
    let commits: CommitLog
    /// Nil while there is no database (no file, or an empty one): reads then see an empty store,
    /// and the first write creates it.
    private let connection: Mutex<(any DatabaseWriter)?>

    public init(path: String, access: StoreAccess = .readWrite, busyTimeout: TimeInterval = defaultBusyTimeout,
                onCallersThread: Bool = false, inspecting: Bool = false,
                upgraded: @escaping SchemaVersions.Upgraded = { _, _, _ in }, timer: TransactionTimer? = nil) throws(DomainError) {
        self.access = access
        self.timer = timer
        self.path = path
        self.busyTimeout = busyTimeout
        self.onCallersThread = onCallersThread
        self.upgraded = upgraded
        let commits = CommitLog()
        self.commits = commits
        errors = ErrorMapping(path: path)
        guard StoreFile.holdsDatabase(path: path) else {
            do {
                try StoreFile.requireCreatable(path: path)
            } catch {
                throw errors.openingError(error)
            }
            connection = Mutex(nil)
            return
        }
        switch access {
        case .readOnly:
            connection = Mutex(try Self.openForReading(path: path, busyTimeout: busyTimeout, errors: errors, inspecting: inspecting,
                                                       upgraded: upgraded))
        case .readWrite: connection = Mutex(try Self.openForWriting(path: path, busyTimeout: busyTimeout, errors: errors, upgraded: upgraded,
                                                                     commits: commits))
        }
    }

    /// Whether there is a database to read, rather than the empty one a new store reads as.
    var isOpen: Bool {
        connection.withLock { $0 != nil }
    }

    /// `body` in one DEFERRED transaction: one snapshot of the file, whatever commits meanwhile.
    /// Not GRDB's `read`, which on a connection that may also write (the one a current file is
    /// opened with) sets `PRAGMA query_only` around it: SQLite expires every prepared statement
    /// of the connection at each flag pragma, so each statement after a read was compiled again,
    /// a third of a busy server's time. Reads stay reads by `SQLiteExecutor(readOnly:)`.
    func read<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws(DomainError) -> T {
        do {
            let reader: any DatabaseReader = try connection.withLock { $0 } ?? Migrations.emptyDatabase()
            @Sendable func snapshot(_ db: Database) throws -> T {
                var value: T?
                try db.inTransaction(.deferred) {
                    value = try body(db)
                    return .commit
                }
                guard let value else { throw DatabaseError(message: "a read ended without its answer") }
                return value
            }
            if onCallersThread { return try Self.here { try reader.unsafeRead(snapshot) } }
            return try await reader.unsafeRead(snapshot)
        } catch {
            throw errors.domainError(for: error)
        }
    }

    /// `body` on the connection this store writes through (a pool's writer), outside any
    /// transaction, without opening one: nil while there is none, or when it fails.
    func onOwnConnection<T: Sendable>(_ body: @Sendable (Database) throws -> T?) async -> T? {
        guard let current = connection.withLock({ $0 }) else { return nil }
        return try? await current.writeWithoutTransaction(body)
    }

    /// GRDB begins every `write` with BEGIN IMMEDIATE, so the write lock is taken up front
    /// (waiting up to the busy timeout) and never upgraded mid-transaction, where SQLite would
    /// fail at once. `conflicts` names the error for a unique violation on "table.constraint",
    /// where the message needs the value the caller tried to store.
    func write<T: Sendable>(conflicts: [String: DomainError] = [:],
                            _ body: @Sendable (Database) throws -> T) async throws(DomainError) -> T {
        let writer = try openedForWriting()
        do {
            if onCallersThread { return try Self.here { try writer.write(body) } }
            return try await writer.write(body)
        } catch {
            throw errors.domainError(for: error, conflicts: conflicts)
        }
    }

    /// As `write`, but `body` says whether what it wrote is kept: when not, the transaction is
    /// rolled back and the file is left as it was.
    func write<T: Sendable>(keeping body: @Sendable (Database) throws -> (T, keep: Bool)) async throws(DomainError) -> T {
        let writer = try openedForWriting()
        do {
            @Sendable func transaction(_ db: Database) throws -> T {
                var outcome: T?
                try db.inTransaction(.immediate) {
                    let (value, keep) = try body(db)
                    outcome = value
                    return keep ? .commit : .rollback
                }
                guard let outcome else { throw DatabaseError(message: "a transaction ended without its outcome") }
                return outcome
            }
            if onCallersThread { return try Self.here { try writer.writeWithoutTransaction(transaction) } }
            return try await writer.writeWithoutTransaction(transaction)
        } catch {
            throw errors.domainError(for: error)
        }
    }

    /// `prepare` in a DEFERRED transaction, which holds one snapshot of the file to read and
    /// writes only TEMP tables (another file, whose writes lock nothing of this one); then
    /// `publish` in an IMMEDIATE one, which waits for the write lock as every write does and is
    /// rolled back when it says it could not write. Both on a connection of their own, opened
    /// for the call and closed after it with its TEMP tables (on a failure, when GRDB drops
    /// it): this store's own writes (a server's other requests) go on meanwhile, as another
    /// program's would. See `SQLStore.staging`.
    func stage<T: Sendable>(_ prepare: @Sendable (Database) throws -> (value: T, publish: Bool)?,
                            publish: @Sendable (Database, T) throws -> Bool) async throws(DomainError) -> T? {
        _ = try openedForWriting()
        do {
            let staging = try DatabaseQueue(path: path, configuration: Self.writingConfiguration(busyTimeout: busyTimeout))
            @Sendable func staged(_ db: Database) throws -> T? { try Self.stage(db, prepare, publish) }
            let outcome = onCallersThread ? try Self.here { try staging.writeWithoutTransaction(staged) }
                : try await staging.writeWithoutTransaction(staged)
            try staging.close()
            return outcome
        } catch {
            throw errors.domainError(for: error)
        }
    }

    private static func stage<T>(_ db: Database, _ prepare: (Database) throws -> (value: T, publish: Bool)?,
                                 _ publish: (Database, T) throws -> Bool) throws -> T? {
        var prepared: (value: T, publish: Bool)?
        try db.inTransaction(.deferred) {
            prepared = try prepare(db)
            return .commit
        }
        guard let prepared else { return nil }
        guard prepared.publish else { return prepared.value }
        var published = false
        try db.inTransaction(.immediate) {
            published = try publish(db, prepared.value)
            return published ? .commit : .rollback
        }
        return published ? prepared.value : nil
    }

    /// `write` without leaving the calling thread: GRDB's synchronous write runs the
    /// transaction here when no other write of this process is under way, where the
    /// asynchronous one hops to its queue and back. For many one-row transactions in a row (a
    /// door's scans), where the hops cost as much as the transaction; same transaction, same
    /// errors.
    func writeHere<T: Sendable>(_ body: (Database) throws -> T) throws(DomainError) -> T {
        let writer = try openedForWriting()
        do {
            return try writer.write(body)
        } catch {
            throw errors.domainError(for: error)
        }
    }

    /// Runs `transaction` outside any async context, where GRDB's blocking variants are the ones
    /// chosen (`onCallersThread`).
    private static func here<T>(_ transaction: () throws -> T) throws -> T {
        try transaction()
    }

    private func openedForWriting() throws(DomainError) -> any DatabaseWriter {
        guard access == .readWrite else {
            throw .storeUnavailable("the database at \(path) was opened for reading only, yet a write was asked; this is a bug in rushday, please report it")
        }
        return try connection.withLock { current throws(DomainError) -> any DatabaseWriter in
            if let current { return current }
            let opened = try Self.openForWriting(path: path, busyTimeout: busyTimeout, errors: errors, upgraded: upgraded, commits: commits)
            current = opened
            return opened
        }
    }

    private static func configuration(busyTimeout: TimeInterval, readonly: Bool) -> Configuration {
        var configuration = Configuration()
        configuration.label = "rushday"
        configuration.readonly = readonly
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(busyTimeout)
        return configuration
    }

    static func writingConfiguration(busyTimeout: TimeInterval) -> Configuration {
        var configuration = configuration(busyTimeout: busyTimeout, readonly: false)
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        return configuration
    }

    /// A file already in WAL mode with this build's schema (nearly every command) gets one
    /// connection that writes nothing until the command does: GRDB's pool writes a throwaway
    /// table on opening to make sure a -wal file exists, which would change the file even for a
    /// command that writes nothing or fails. A new or older file goes through the pool, which
    /// sets WAL mode and migrates it; migrating writes anyway.
    private static func openForWriting(path: String, busyTimeout: TimeInterval, errors: ErrorMapping,
                                       upgraded: SchemaVersions.Upgraded, commits: CommitLog? = nil) throws(DomainError) -> any DatabaseWriter {
        let writer: any DatabaseWriter
        do {
            try StoreFile.prepare(path: path)
            try StoreFile.requireWritable(path: path)
            let configuration = writingConfiguration(busyTimeout: busyTimeout)
            // Asked through SQLite, never by opening the file ourselves: closing any descriptor
            // of it drops every POSIX lock this process holds on it, and another process closing
            // its last connection would then take the file for its own and remove the -wal the
            // other connections of this process still read and write.
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            if try queue.read({ db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }) == "wal", try Migrations.isCurrent(queue) {
                writer = queue
            } else {
                try queue.close()
                writer = try migratedPool(path: path, configuration: configuration, busyTimeout: busyTimeout, upgraded: upgraded)
            }
            if let commits { writer.writeWithoutTransaction(commits.watch) }
        } catch {
            throw errors.openingError(error)
        }
        return writer
    }

    /// Another program's database is refused before the pool turns it to WAL mode and adds
    /// rushday's tables to it: a failed command changes nothing, whoever's file it is.
    private static func migratedPool(path: String, configuration: Configuration, busyTimeout: TimeInterval,
                                     upgraded: SchemaVersions.Upgraded) throws -> DatabasePool {
        if StoreFile.holdsDatabase(path: path) {
            try openReadOnly(path: path, busyTimeout: busyTimeout) { queue in try Migrations.requireRushdayOrNew(queue) }.close()
        }
        let pool = try DatabasePool(path: path, configuration: configuration)
        if let from = try Migrations.apply(to: pool) { upgraded(path, from, SchemaVersions.current) }
        return pool
    }

    /// One read-only connection: it takes no lock a writer holds, so it never waits for one, and
    /// it works on a file the user may only read. Nil for a database without tables, which
    /// reads as an empty store.
    private static func openForReading(path: String, busyTimeout: TimeInterval, errors: ErrorMapping, inspecting: Bool,
                                       upgraded: SchemaVersions.Upgraded) throws(DomainError) -> (any DatabaseWriter)? {
        do {
            var holdsSchema = false
            let queue = try openReadOnly(path: path, busyTimeout: busyTimeout) { queue in
                do {
                    holdsSchema = try Migrations.requireCurrent(queue)
                } catch is Migrations.OlderSchema where inspecting {
                    holdsSchema = true
                }
            }
            guard holdsSchema else {
                try queue.close()
                return nil
            }
            return queue
        } catch let older as Migrations.OlderSchema {
            do throws(StoreFile.PreparationError) {
                try StoreFile.requireWritable(path: path)
            } catch {
                throw errors.openingError(Migrations.CannotUpgrade(applied: older.applied, reason: error.reason))
            }
            // Upgraded as a writer upgrades it, under the write lock (the writer closes when it
            // goes); then read as usual.
            _ = try openForWriting(path: path, busyTimeout: busyTimeout, errors: errors, upgraded: upgraded)
            return try openForReading(path: path, busyTimeout: busyTimeout, errors: errors, inspecting: inspecting, upgraded: upgraded)
        } catch {
            throw errors.openingError(error)
        }
    }

    /// A read-only connection that has passed `check` (which reads, so SQLite has opened the
    /// -wal and -shm files any WAL reader needs, adding them when missing). Leaves the files
    /// beside the database as the read found them (see `StoreFile.settleCompanionModes`); when
    /// the open or the check fails, the companions it added are taken away again.
    static func openReadOnly(path: String, busyTimeout: TimeInterval,
                             check: (DatabaseQueue) throws -> Void) throws -> DatabaseQueue {
        let before = StoreFile.companionModes(path: path)
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration(busyTimeout: busyTimeout, readonly: true))
            do {
                try check(queue)
            } catch {
                try? queue.close()
                throw error
            }
            StoreFile.settleCompanionModes(path: path, before: before)
            return queue
        } catch {
            if before.isEmpty { StoreFile.removeEmptyCompanions(path: path) }
            StoreFile.settleCompanionModes(path: path, before: before)
            throw error
        }
    }
}
