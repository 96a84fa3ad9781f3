public import Domain
public import Foundation
import Synchronization

/// Calendar files in memory, for use-case tests: what is written is kept by path as entries.
/// The real iCalendar adapter is tested against real files in its own package.
public final class InMemoryCalendarFiles: CalendarFileWriter {
    public struct File: Hashable, Sendable {
        public let entries: [CalendarEntry]
        public let name: String
        public let stampedAt: Date
    }

    private let written = Mutex<[String: File]>([:])

    public init() {}

    public func contents(of path: String) -> File? {
        written.withLock { $0[path] }
    }

    public func write(_ entries: [CalendarEntry], name: String, stampedAt: Date, to path: String, replacing: Bool) throws(DomainError) {
        try written.withLock { (written: inout [String: File]) throws(DomainError) in
            if !replacing, written[path] != nil {
                throw .cannotCreate(field: "ics", message: "\(path) already exists; choose another file, or replace it")
            }
            written[path] = File(entries: entries, name: name, stampedAt: stampedAt)
        }
    }
}
