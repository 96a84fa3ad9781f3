public import Domain
public import Foundation

/// Writes calendar entries as an .ics file, through a temporary file renamed over the target,
/// so a reader never sees half a file and a failure leaves none.
public struct ICalendarFiles: CalendarFileWriter {
    public init() {}

    public func write(_ entries: [CalendarEntry], name: String, stampedAt: Date, to path: String, replacing: Bool) throws(DomainError) {
        if !replacing, FileManager.default.fileExists(atPath: path) {
            throw .cannotCreate("ics: \(path) already exists; choose another file, or replace it")
        }
        let data = Data(ICalendarDocument.text(entries, name: name, stampedAt: stampedAt).utf8)
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .cannotCreate("ics: cannot write \(path): \(error.localizedDescription)")
        }
    }
}
