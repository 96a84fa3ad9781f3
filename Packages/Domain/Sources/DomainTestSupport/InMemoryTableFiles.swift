public import Domain
import Synchronization

/// Table files in memory, for use-case tests: each file is its records (the header first),
/// record N on line N + 1. What is written is kept by path (nil for standard output). The
/// real CSV adapter is tested against real files in its own package.
public final class InMemoryTableFiles: TableFileReader, TableFileWriter {
    private let files = Mutex<[String: [[String]]]>([:])
    private let written = Mutex<[String?: [[String]]]>([:])

    public init() {}

    public func put(_ path: String, _ records: [[String]]) {
        files.withLock { $0[path] = records }
    }

    /// The header and rows last written to `path`.
    public func contents(of path: String?) -> [[String]]? {
        written.withLock { $0[path] }
    }

    public func read(_ path: String, options: TableFileOptions,
                     header: ([String]) throws(DomainError) -> Void,
                     record: (TableRecord) throws(DomainError) -> Void) throws(DomainError) {
        guard let records = files.withLock({ $0[path] }) else {
            throw .inputMissing(field: "file", message: "\(path) does not exist; give the path of a CSV file")
        }
        guard let first = records.first else {
            throw .invalid(field: "file", message: "\(path) is empty; its first line must name the columns")
        }
        try header(first)
        for (offset, fields) in records.dropFirst().enumerated() {
            try record(TableRecord(line: offset + 2, fields: fields))
        }
    }

    public func write(header: [String], rows: [[String]], to path: String?, replacing: Bool) throws(DomainError) {
        try written.withLock { (written: inout [String?: [[String]]]) throws(DomainError) in
            if let path, !replacing, written[path] != nil || files.withLock({ $0[path] != nil }) {
                throw .cannotCreate(field: "output", message: "\(path) already exists; choose another file, or replace it")
            }
            written[path] = [header] + rows
        }
    }
}
