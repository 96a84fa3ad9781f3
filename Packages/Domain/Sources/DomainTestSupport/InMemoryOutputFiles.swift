public import Domain
import Synchronization

/// Output files kept in memory by path, refusing to replace one as the real writer does.
public final class InMemoryOutputFiles: OutputFileWriter {
    private let files = Mutex<[String: [UInt8]]>([:])

    public init() {}

    public func write(_ bytes: [UInt8], to path: String, replacing: Bool, field: String) throws(DomainError) {
        try files.withLock { files throws(DomainError) in
            if !replacing, files[path] != nil {
                throw .cannotCreate(field: field, message: "\(path) already exists; choose another file, or replace it")
            }
            files[path] = bytes
        }
    }

    public func contents(of path: String) -> [UInt8]? {
        files.withLock { $0[path] }
    }
}
