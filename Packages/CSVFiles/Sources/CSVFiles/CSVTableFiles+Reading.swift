import CSV
public import Domain
import Foundation

extension CSVTableFiles: TableFileReader {
    /// UTF-8 is streamed from the file (CSV.swift skips a BOM), so memory stays flat whatever
    /// its size. Windows-1252 is decoded whole first: CSV.swift streams only Unicode codecs, and
    /// such files come from desktop spreadsheets, not from exports of millions of rows.
    public func read(_ path: String, options: TableFileOptions,
                     header: ([String]) throws(DomainError) -> Void,
                     record: (TableRecord) throws(DomainError) -> Void) throws(DomainError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw .inputMissing("file: \(path) does not exist; give the path of a CSV file")
        }
        let delimiter = try options.delimiter.map { character throws(DomainError) in try Self.scalar(character) }
            ?? DelimiterGuess.fromFirstLine(of: path)
        let reader = try open(path, encoding: options.encoding, delimiter: delimiter)
        var line = 1
        var sawHeader = false
        while let fields = reader.next() {
            let start = line
            line += 1 + fields.reduce(0) { $0 + LineBreaks.count(in: $1) }
            if fields == [""] { continue }
            if sawHeader {
                try record(TableRecord(line: start, fields: fields))
            } else {
                sawHeader = true
                try header(fields)
            }
        }
        switch reader.error {
        case CSVError.unicodeDecoding?:
            let bad = UTF8Check.firstBadLine(of: path) ?? line
            throw .invalid(field: "encoding", message: "\(path) line \(bad) is not UTF-8; save the file as UTF-8, or read it as windows-1252")
        case let CSVError.streamErrorHasOccurred(error)?:
            throw .io("file: cannot read \(path) after line \(line - 1): \(error.localizedDescription)")
        default:
            // On Linux the stream reports bytes available at its end, so the end of the file
            // shows up as `cannotReadFile` once every record has been read.
            break
        }
        guard sawHeader else {
            throw .invalid(field: "file", message: "\(path) is empty; its first line must name the columns")
        }
    }

    private func open(_ path: String, encoding: TableFileOptions.Encoding, delimiter: UnicodeScalar) throws(DomainError) -> CSVReader {
        do {
            switch encoding {
            case .utf8:
                guard let stream = InputStream(fileAtPath: path) else { throw CSVError.cannotOpenFile }
                return try CSVReader(stream: stream, delimiter: delimiter)
            case .windows1252:
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                let text = String(data: data, encoding: .windowsCP1252) ?? String(decoding: data, as: UTF8.self)
                return try CSVReader(string: text, delimiter: delimiter)
            }
        } catch {
            throw .io("file: cannot read \(path): \(error)")
        }
    }

    private static func scalar(_ character: Character) throws(DomainError) -> UnicodeScalar {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
              scalar != "\"", scalar != "\n", scalar != "\r" else {
            throw .invalid(field: "delimiter", message: "\(UserText.quoted(String(character))) cannot separate values; give one character such as , ; or a tab")
        }
        return scalar
    }
}
