import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The database file on disk: its folder, and permissions that keep it private.
enum StoreFile {
    struct PreparationError: Error {
        let reason: String
    }

    /// Creates missing folders (0700) and an empty file (0600) before SQLite opens it, so the
    /// file is never readable by others, not even for a moment; SQLite gives its -wal and -shm
    /// files the database file's mode.
    static func prepare(path: String) throws(PreparationError) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw PreparationError(reason: "its folder \(directory) cannot be created")
        }
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
        } else if errno != EEXIST {
            throw PreparationError(reason: String(cString: strerror(errno)))
        }
    }

    /// For a file not there yet, which only a write creates: fails now, naming the folder, when
    /// a folder on its path is a file, so even a reading command reports an unusable path.
    static func requireCreatable(path: String) throws(PreparationError) {
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        var isFolder: ObjCBool = false
        while !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            folder.deleteLastPathComponent()
        }
        guard isFolder.boolValue else {
            throw PreparationError(reason: "\(folder.path) is a file, not a folder")
        }
    }

    /// Takes away the -wal and -shm files a failed read-only open added. Only an empty -wal
    /// goes, with its -shm: it holds no commit, and they did not exist before the open, so no
    /// other connection had the file open.
    static func removeEmptyCompanions(path: String) {
        let wal = path + "-wal"
        guard (size(of: wal) ?? 0) == 0 else { return }
        for file in [wal, path + "-shm"] {
            try? FileManager.default.removeItem(atPath: file)
        }
    }

    /// Whether a database is there: a file of 0 bytes is an empty one, as a missing file is
    /// (SQLite writes nothing to a new file before its first transaction), unless its -wal
    /// holds pages.
    static func holdsDatabase(path: String) -> Bool {
        size(of: path).map { $0 > 0 } == true || size(of: path + "-wal").map { $0 > 0 } == true
    }

    /// Refuses, before SQLite opens anything, a database whose file or -wal or -shm the user may
    /// not write: SQLite would open it read-only and fail at the first write, after creating
    /// files beside it. Root may write any of them.
    static func requireWritable(path: String) throws(PreparationError) {
        // One look per file, no "exists?" first: another process's last connection deletes the
        // -wal and -shm as it closes, and a file gone between the two looks is no refusal.
        for file in [path, path + "-wal", path + "-shm"] where access(file, W_OK) != 0 && errno != ENOENT {
            throw PreparationError(reason: "\(file) may only be read by you; make it writable (chmod u+w) or use another file")
        }
    }

    /// The modes of the -wal and -shm files there are, by path.
    static func companionModes(path: String) -> [String: mode_t] {
        var modes: [String: mode_t] = [:]
        for file in [path + "-wal", path + "-shm"] {
            var info = stat()
            if stat(file, &info) == 0 { modes[file] = info.st_mode & 0o7777 }
        }
        return modes
    }

    /// After a read-only open: SQLite gives an empty -wal it opens the database file's mode, so a
    /// read of a file the user may only read would make the -wal read-only too; a companion
    /// that was there gets its mode back. One the read created is the read's own: it gets the
    /// owner's write permission, so a writer can use it once the database is writable again.
    static func settleCompanionModes(path: String, before: [String: mode_t]) {
        for (file, mode) in companionModes(path: path) {
            let wanted = before[file] ?? (mode | 0o200)
            if wanted != mode { chmod(file, wanted) }
        }
    }

    /// By `stat`: FileManager's attributes also look up the owner's and group's names, reading
    /// /etc/passwd and /etc/group on every command.
    private static func size(of file: String) -> Int? {
        var info = stat()
        return stat(file, &info) == 0 ? Int(info.st_size) : nil
    }
}
