import CSVFiles
import Domain
import Foundation
import ICalendar

/// The files a person names on the command line, read and written for the commands (use cases
/// take rows and return documents, never a path) through the adapters that know them, as
/// commands import no adapter. Reading and writing keep `UserFiles`' safety and words.
enum UserFileIO {
    /// Through a temporary file renamed over `path`; an existing file replaced only when `replacing`.
    static func write(_ data: Data, to path: String, replacing: Bool, field: String) throws(DomainError) {
        try UserFiles.write(data, to: path, replacing: replacing, field: field)
    }

    static func requireReadable(_ path: String, field: String) throws(DomainError) {
        try UserFiles.requireReadable(path, field: field)
    }

    static func readFailure(_ path: String, field: String, error: any Error) -> DomainError {
        UserFiles.readFailure(path, field: field, error: error)
    }

    /// A UTF-8 text file's whole text; anything else is refused, naming the field.
    static func text(at path: String, field: String) throws(DomainError) -> String {
        try requireReadable(path, field: field)
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw readFailure(path, field: field, error: error)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .invalid(field: field, message: "\(path) is not UTF-8 text; save it as UTF-8 and try again")
        }
        return text
    }

    /// A CSV file's rows, streamed, with a progress bar on a terminal for a long one.
    static func table(at path: String, options: TableFileOptions) -> any TableSource {
        ReadingProgress(base: CSVFileSource(path: path, options: options), path: path)
    }

    /// The table as CSV to `path`, or to standard output when nil.
    static func write(_ table: TableContents, to path: String?, replacing: Bool) throws(DomainError) {
        let data = try CSVDocument.data(table)
        guard let path else {
            FileHandle.standardOutput.write(data)
            return
        }
        try write(data, to: path, replacing: replacing, field: "output")
    }

    /// The entries as an iCalendar (.ics) file.
    static func writeCalendar(_ entries: [CalendarEntry], name: String, stampedAt: Date, to path: String,
                              replacing: Bool) throws(DomainError) {
        try write(Data(calendar(entries, name: name, stampedAt: stampedAt).utf8), to: path, replacing: replacing, field: "ics")
    }

    /// The entries as the text of an iCalendar (.ics) file, as a guest's page sends it.
    static func calendar(_ entries: [CalendarEntry], name: String, stampedAt: Date) -> String {
        ICalendarDocument.text(entries, name: name, stampedAt: stampedAt)
    }
}
