public import Domain
public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one reading of what went wrong with a file a user named (`--output`, `--ics`, `--png`,
/// an import's FILE, a key file), for this adapter's reading and every file the App's commands
/// read or write (use cases never see a path):
/// Foundation's own words (`NSCocoaErrorDomain error 512`) help nobody, so the path itself is
/// looked at and the fault said in words. Exit codes follow: 66 a file to read is missing,
/// 73 a file exists and may not be replaced, 74 every other fault of reading or writing.
/// `field` is the word the request calls the path (`output`, `file`); the App shows its option.
public enum UserFiles {
    /// Writes `data` through a temporary file renamed over `path`, so a reader never sees half
    /// a file and a failure leaves none.
    public static func write(_ data: Data, to path: String, replacing: Bool, field: String) throws(DomainError) {
        if let fault = writeFault(path) { throw .io(field: field, message: "\(path) \(fault)") }
        if !replacing, FileManager.default.fileExists(atPath: path) {
            throw .cannotCreate(field: field, message: "\(path) already exists; choose another file, or replace it")
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .io(field: field, message: "\(path) \(writeFault(path) ?? "could not be written (\(systemReason(error))); check the free space")")
        }
    }

    /// Refuses a path that cannot be read as a file, before anything of it is read.
    public static func requireReadable(_ path: String, field: String) throws(DomainError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .inputMissing(field: field, message: "\(path) \(missing(path))")
        }
        if isFolder.boolValue { throw .io(field: field, message: "\(path) is a folder, not a file; give the path of a file") }
        if !FileManager.default.isReadableFile(atPath: path) {
            throw .io(field: field, message: "\(path) cannot be read: permission denied; check its permissions")
        }
    }

    /// A read that failed part way (a disk error, a file removed while read).
    public static func readFailure(_ path: String, field: String, error: any Error) -> DomainError {
        .io(field: field, message: "\(path) could not be read (\(systemReason(error)))")
    }

    /// What stops a file being written at `path`, or nil when nothing visible does.
    private static func writeFault(_ path: String) -> String? {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue { return "is a folder, not a file; give the path of a file" }
        }
        let parent = (URL(fileURLWithPath: path).deletingLastPathComponent().path as NSString).standardizingPath
        guard files.fileExists(atPath: parent, isDirectory: &isFolder) else {
            return "cannot be written: there is no folder \(parent); create it first, or choose another path"
        }
        guard isFolder.boolValue else { return "cannot be written: \(parent) is a file, not a folder" }
        guard files.isWritableFile(atPath: parent) else {
            return "cannot be written: permission denied in the folder \(parent)"
        }
        return nil
    }

    /// A file to read that is not there: the path's folder missing, or only the file.
    private static func missing(_ path: String) -> String {
        let parent = (URL(fileURLWithPath: path).deletingLastPathComponent().path as NSString).standardizingPath
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder), isFolder.boolValue else {
            return "does not exist: there is no folder \(parent)"
        }
        return "does not exist; check the path"
    }

    /// The system's own short reason ("No space left on device"), never Foundation's domain text.
    private static func systemReason(_ error: any Error) -> String {
        let error = error as NSError
        let posix = error.domain == NSPOSIXErrorDomain ? error : error.userInfo[NSUnderlyingErrorKey] as? NSError
        guard let posix, posix.domain == NSPOSIXErrorDomain else { return "an input/output error" }
        return String(cString: strerror(Int32(posix.code)))
    }
}
