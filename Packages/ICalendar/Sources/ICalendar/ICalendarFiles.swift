public import Domain
public import Foundation

/// Writes calendar entries as an .ics file, all at once (see `UserFiles.write`).
public struct ICalendarFiles: CalendarFileWriter {
    public init() {}

    public func write(_ entries: [CalendarEntry], name: String, stampedAt: Date, to path: String, replacing: Bool) throws(DomainError) {
        let data = Data(ICalendarDocument.text(entries, name: name, stampedAt: stampedAt).utf8)
        try UserFiles.write(data, to: path, replacing: replacing, field: "ics")
    }
}
