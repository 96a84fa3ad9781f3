public import Domain
import Foundation
import GRDB
import SQLStorage

/// What `db copy` asks of a file before opening it as a store: opening one for reading
/// refuses anything but a rushday database, and opening one for writing creates or upgrades it.
extension SQLiteStore {
    /// Whether `path` holds a rushday database to copy from: not when nothing is there, nor an
    /// empty file, a folder, a file that is not SQLite, or a SQLite database without rushday's
    /// schema. A file that cannot be read for another reason (its permissions, a writer holding
    /// it) counts as one, so that opening it reports why.
    public static func holdsRushdayDatabase(at path: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
              StoreFile.holdsDatabase(path: path) else { return false }
        do {
            let queue = try openReadOnly(path: path, busyTimeout: 5) { queue in
                guard try queue.read({ db in try Migrations.holdsRushdaySchema(db) }) else { throw Migrations.NotRushday() }
            }
            try? queue.close()
            return true
        } catch is Migrations.NotRushday {
            return false
        } catch let error as DatabaseError where [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode) {
            return false
        } catch {
            return true
        }
    }

    /// Refuses, before anything opens `path` for writing (which would create it or upgrade its
    /// schema), a target `contents` may not be copied into: one holding any row, or with a newer
    /// schema. A missing or empty file is a new store. The copy checks again in its transaction.
    public static func requireFillable(path: String, with contents: StoreContents) throws(DomainError) {
        guard StoreFile.holdsDatabase(path: path) else { return }
        let errors = ErrorMapping(path: path)
        do {
            // Checked inside the open, so that a refusal takes away the -wal and -shm files the
            // open added.
            let queue = try openReadOnly(path: path, busyTimeout: 5) { queue in
                let (applied, counts) = try queue.read { db in (try Migrations.migrator.appliedIdentifiers(db), try StoredTables.everyCount(SQLiteExecutor(db: db))) }
                let known = Migrations.all.map(\.identifier)
                guard applied.isSubset(of: known) else { throw Migrations.NewerSchema() }
                // An older schema is upgraded before the rows go in: checked as it will then be.
                try StoreFilling(into: path, from: contents).check(versions: known, counts: counts)
            }
            try? queue.close()
        } catch let error as DomainError {
            throw error
        } catch {
            throw errors.openingError(error)
        }
    }
}
