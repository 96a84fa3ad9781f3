import CSVFiles
import Domain
import Foundation
import ICalendar
import RushDayCommandLine

/// The command line's files through the adapters that know them: `UserFiles`' safety and
/// words, CSV.swift's tables, the iCalendar writer.
struct AdapterFiles: CommandLineFiles {
    func write(_ data: Data, to path: String, replacing: Bool, field: String) throws(DomainError) {
        try UserFiles.write(data, to: path, replacing: replacing, field: field)
    }

    func requireReadable(_ path: String, field: String) throws(DomainError) {
        try UserFiles.requireReadable(path, field: field)
    }

    func readFailure(_ path: String, field: String, error: any Error) -> DomainError {
        UserFiles.readFailure(path, field: field, error: error)
    }

    func text(at path: String, field: String) throws(DomainError) -> String {
        guard let text = String(bytes: try bytes(at: path, field: field), encoding: .utf8) else {
            throw .invalid(field: field, message: "\(path) is not UTF-8 text; save it as UTF-8 and try again")
        }
        return text
    }

    func bytes(at path: String, field: String) throws(DomainError) -> [UInt8] {
        try requireReadable(path, field: field)
        do {
            return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw readFailure(path, field: field, error: error)
        }
    }

    func table(at path: String, options: TableFileOptions) -> any TableSource {
        CSVFileSource(path: path, options: options)
    }

    func csv(_ table: TableContents) throws(DomainError) -> Data {
        try CSVDocument.data(table)
    }

    func calendar(_ entries: [CalendarEntry], name: String, stampedAt: Date) -> String {
        ICalendarDocument.text(entries, name: name, stampedAt: stampedAt)
    }
}
