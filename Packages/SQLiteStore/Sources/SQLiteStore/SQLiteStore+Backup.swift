public import Domain
import Foundation
import GRDB
import SQLStorage

/// `db backup` and `db restore`: a consistent copy of a live store, and a store put back from
/// one. Both go through SQLite itself (`VACUUM INTO`, the online backup API), never a copy of
/// the file's bytes, which a writer may be changing underneath.
extension SQLiteStore {
    /// Copies the store at `path` to `file`, which must not exist yet, and checks the copy
    /// (`PRAGMA integrity_check`). The copy is one read transaction's snapshot: every write
    /// committed before it began, none half done, while servers and doors go on writing. It is
    /// written beside `file` under another name (mode 0600, as the store's own file) and given
    /// its name only once whole, so a failed backup leaves nothing at `file`.
    public static func backUp(path: String, to file: String) throws(DomainError) {
        guard holdsRushdayDatabase(at: path) else {
            throw .inputMissing(field: "database", message: "\(path) holds no rushday database to back up")
        }
        let partial = try BackupFile.create(beside: file)
        do {
            let source = try openReadOnly(path: path, busyTimeout: defaultBusyTimeout) { _ in }
            defer { try? source.close() }
            // VACUUM may not run inside a transaction; INTO reads one snapshot of the source.
            try source.inDatabase { db in try db.execute(sql: "VACUUM INTO ?", arguments: [partial]) }
            try requireIntact(partial)
            try BackupFile.publish(partial, as: file)
        } catch {
            BackupFile.remove(partial)
            if let error = error as? DomainError { throw error }
            throw ErrorMapping(path: path).openingError(error)
        }
    }

    /// Puts the backup at `file` in place of the store at `path`, through SQLite's online backup
    /// into the store's own file, so the -wal and -shm beside it stay true to it. Refused when
    /// the backup is not an intact rushday database of this build's schema or an older one,
    /// when any other process has the store open (a server, a door, a command), and when the
    /// store holds rows and `replacing` was not asked. An older backup is upgraded by the next
    /// command, as any older store is.
    public static func restore(from file: String, into path: String, replacing: Bool) throws(DomainError) {
        guard FileManager.default.fileExists(atPath: file) else {
            throw .inputMissing(field: "file", message: "\(file) does not exist")
        }
        try requireRestorable(file)
        guard holdsRushdayDatabase(at: file) else { throw notABackup(file) }
        guard !BackupFile.isOpenElsewhere(path) else {
            throw .conflict(field: "database", message: "\(path) is open in another process (a server, a door or a command); stop it, then restore")
        }
        if !replacing, let rows = try storedRows(at: path), rows > 0 {
            throw .conflict(field: "database", message: "\(path) already holds a store (\(rows) rows); add --replace to overwrite it with the backup")
        }
        let errors = ErrorMapping(path: path)
        do {
            try StoreFile.prepare(path: path)
            try StoreFile.requireWritable(path: path)
            let backup = try openReadOnly(path: file, busyTimeout: defaultBusyTimeout) { _ in }
            defer { try? backup.close() }
            let store = try DatabaseQueue(path: path, configuration: writingConfiguration(busyTimeout: defaultBusyTimeout))
            defer { try? store.close() }
            try backup.backup(to: store)
        } catch {
            throw errors.openingError(error)
        }
    }

    /// A backup whose pages SQLite finds broken is refused, whether just written or about to be
    /// restored; so is one of a newer schema than this build's.
    private static func requireIntact(_ file: String) throws {
        let copy = try openReadOnly(path: file, busyTimeout: defaultBusyTimeout) { _ in }
        defer { try? copy.close() }
        let problems = try copy.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
        guard problems == ["ok"] else {
            throw DomainError.io(field: "file", message: "\(file) fails SQLite's integrity check: \(problems.prefix(3).joined(separator: "; "))")
        }
        let applied = try copy.read { db in try Migrations.migrator.appliedIdentifiers(db) }
        guard applied.isSubset(of: Migrations.all.map(\.identifier)) else {
            throw DomainError.invalid(field: "file", message: "\(file) was written by a newer rushday (its schema has versions this one does not know); restore it with that rushday")
        }
    }

    private static func requireRestorable(_ file: String) throws(DomainError) {
        do {
            try requireIntact(file)
        } catch let error as DomainError {
            throw error
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw notABackup(file)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
            throw .io(field: "file", message: "\(file) fails SQLite's integrity check: \(error.message ?? "its pages are damaged")")
        } catch {
            throw ErrorMapping(path: file).openingError(error)
        }
    }

    private static func notABackup(_ file: String) -> DomainError {
        .invalid(field: "file", message: "\(file) is not a rushday database; a backup is what 'rushday db backup' wrote")
    }

    /// The rows the store at `path` holds, nil when there is no rushday database there yet.
    private static func storedRows(at path: String) throws(DomainError) -> Int? {
        guard holdsRushdayDatabase(at: path) else { return nil }
        do {
            let store = try openReadOnly(path: path, busyTimeout: defaultBusyTimeout) { _ in }
            defer { try? store.close() }
            return try store.read { db in try StoredTables.counts(SQLiteExecutor(db: db)) }.reduce(0) { $0 + $1.rows }
        } catch {
            throw ErrorMapping(path: path).openingError(error)
        }
    }
}
