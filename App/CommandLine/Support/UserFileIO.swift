import Domain
import Foundation

/// The files a person names on the command line, through the composition's adapters
/// (`CommandLineFiles`), with what only a terminal does: standard output for no path, a
/// progress bar while a long file is read.
enum UserFileIO {
    private static var files: any CommandLineFiles { CommandLineFace.wiring.files }

    static func write(_ data: Data, to path: String, replacing: Bool, field: String) throws(DomainError) {
        try files.write(data, to: path, replacing: replacing, field: field)
    }

    static func requireReadable(_ path: String, field: String) throws(DomainError) {
        try files.requireReadable(path, field: field)
    }

    static func readFailure(_ path: String, field: String, error: any Error) -> DomainError {
        files.readFailure(path, field: field, error: error)
    }

    static func text(at path: String, field: String) throws(DomainError) -> String {
        try files.text(at: path, field: field)
    }

    static func bytes(at path: String, field: String) throws(DomainError) -> [UInt8] {
        try files.bytes(at: path, field: field)
    }

    /// A CSV file's rows, streamed, with a progress bar on a terminal for a long one.
    static func table(at path: String, options: TableFileOptions) -> any TableSource {
        ReadingProgress(base: files.table(at: path, options: options), path: path)
    }

    /// The table as CSV to `path`, or to standard output when nil.
    static func write(_ table: TableContents, to path: String?, replacing: Bool) throws(DomainError) {
        let data = try files.csv(table)
        guard let path else {
            FileHandle.standardOutput.write(data)
            return
        }
        try write(data, to: path, replacing: replacing, field: "output")
    }

    /// The entries as an iCalendar (.ics) file.
    static func writeCalendar(_ entries: [CalendarEntry], name: String, stampedAt: Date, to path: String,
                              replacing: Bool) throws(DomainError) {
        try write(Data(files.calendar(entries, name: name, stampedAt: stampedAt).utf8), to: path, replacing: replacing, field: "ics")
    }
}
