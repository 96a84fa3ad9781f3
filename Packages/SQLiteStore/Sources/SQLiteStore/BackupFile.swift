import Domain
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files `db backup` and `db restore` handle beside SQLite: the backup written under a
/// name of its own until whole, and the look at whether another process has a store open.
enum BackupFile {
    /// A new empty file (0600) in `file`'s folder, for SQLite to write the backup into.
    static func create(beside file: String) throws(DomainError) -> String {
        let url = URL(fileURLWithPath: file)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .cannotCreate(field: "file", message: "\(file) cannot be written: its folder \(url.deletingLastPathComponent().path) does not exist")
        }
        guard !FileManager.default.fileExists(atPath: file) else {
            throw .cannotCreate(field: "file", message: "\(file) already exists; a backup never overwrites a file, so name a new one")
        }
        let partial = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial-\(getpid())").path
        let descriptor = open(partial, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .cannotCreate(field: "file", message: "\(file) cannot be written: \(String(cString: strerror(errno)))")
        }
        close(descriptor)
        return partial
    }

    /// Gives the finished backup its name, flushed to disk first. `link` refuses a name that
    /// appeared meanwhile, where a rename would replace it.
    static func publish(_ partial: String, as file: String) throws(DomainError) {
        let descriptor = open(partial, O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 {
            fsync(descriptor)
            close(descriptor)
        }
        guard link(partial, file) == 0 else {
            let reason = errno == EEXIST ? "it appeared while the backup was written" : String(cString: strerror(errno))
            throw .cannotCreate(field: "file", message: "\(file) cannot be written: \(reason)")
        }
        remove(partial)
    }

    static func remove(_ partial: String) {
        unlink(partial)
    }

    /// Whether another process has the store at `path` open. Every SQLite connection to a
    /// database in WAL mode holds a read lock on one byte of its -shm file (the "DMS" lock, at
    /// offset 128 in SQLite's unix VFS) from opening it to closing it; `F_GETLK` asks whether a
    /// write lock there would conflict, taking no lock. Locks of this process do not count; it
    /// asks before it opens the store, as closing the descriptor drops any this process holds.
    static func isOpenElsewhere(_ path: String) -> Bool {
        let descriptor = open(path + "-shm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = dmsLockOffset
        lock.l_len = 1
        guard fcntl(descriptor, F_GETLK, &lock) == 0 else { return false }
        return lock.l_type != Int16(F_UNLCK)
    }

    /// SQLite's `UNIX_SHM_DMS`: `(22 + SQLITE_SHM_NLOCK) * 4 + SQLITE_SHM_NLOCK`.
    private static let dmsLockOffset: off_t = 128
}
