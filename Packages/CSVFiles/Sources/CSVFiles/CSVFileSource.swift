import CSV
public import Domain
import Foundation

/// A CSV file's records, read as `options` say (the separator told by the header line unless
/// given). Problems of the file as a whole name it (by `name`: an upload's own name, not where
/// the server keeps it; else its path); a record's own carry its line.
public struct CSVFileSource: TableSource {
    public let path: String
    public let options: TableFileOptions
    private let name: String

    public init(path: String, options: TableFileOptions = TableFileOptions(), name: String? = nil) {
        self.path = path
        self.options = options
        self.name = name ?? path
    }

    /// Read and parsed a piece at a time, one piece ahead (`ParsedPieces`), so memory stays
    /// flat whatever its size; Windows-1252 through a UTF-8 copy (see `Windows1252`). Each cell
    /// without the mark `FormulaGuard` puts on what a spreadsheet would run.
    public func read(header: ([String]) throws(DomainError) -> Void,
                     record: (TableRecord) throws(DomainError) -> Void) throws(DomainError) {
        try UserFiles.requireReadable(path, field: "file")
        guard !BinaryCheck.holdsNUL(path) else {
            throw .invalid(field: "file", message: "\(name) is not a CSV file: it holds a NUL byte, as pictures, spreadsheets' own files and UTF-16 text do; save it as CSV (UTF-8)")
        }
        let delimiter = try options.delimiter.map { character throws(DomainError) in try Self.scalar(character) }
            ?? DelimiterGuess.fromFirstLine(of: path)
        let source = try utf8Source(path, encoding: options.encoding)
        defer { if source != path { try? FileManager.default.removeItem(atPath: source) } }
        let unclosed = UnclosedQuote.line(in: source, separator: delimiter)
        // Stopped before `source`, a temporary copy, is removed.
        let pieces = ParsedPieces(path: source, separator: delimiter, unclosedQuote: unclosed)
        defer { pieces.stop() }
        var sawHeader = false
        while let records = try next(pieces, source: source) {
            for read in records {
                if let unclosed, read.opensUnclosedQuote {
                    let problem = "the quote opened on line \(unclosed) is never closed, so the rest of the file would be one cell; close it with \" (a quote inside a quoted cell is written \"\")"
                    guard sawHeader else { throw .invalid(field: "file", message: "\(name):\(read.line): \(problem)") }
                    try record(TableRecord(line: read.line, fields: read.fields, problem: problem))
                } else if sawHeader {
                    try record(TableRecord(line: read.line, fields: read.fields))
                } else {
                    sawHeader = true
                    try header(read.fields)
                }
            }
        }
        guard sawHeader else {
            throw .invalid(field: "file", message: "\(name) is empty; its first line must name the columns")
        }
    }

    /// The file itself when it is UTF-8, else a temporary UTF-8 copy.
    private func utf8Source(_ path: String, encoding: TableFileOptions.Encoding) throws(DomainError) -> String {
        switch encoding {
        case .utf8:
            return path
        case .windows1252:
            do {
                return try Windows1252.utf8Copy(of: path).path
            } catch {
                throw UserFiles.readFailure(name, field: "file", error: error)
            }
        }
    }

    /// `source` is the file read (the temporary copy of a Windows-1252 one).
    private func next(_ pieces: ParsedPieces, source: String) throws(DomainError) -> [ParsedPieces.Record]? {
        do throws(RecordChunks.Failure) {
            return try pieces.next()
        } catch {
            throw failure(error, source: source)
        }
    }

    private func failure(_ failure: RecordChunks.Failure, source: String) -> DomainError {
        switch failure {
        case .read(let error):
            return UserFiles.readFailure(name, field: "file", error: error)
        case .notUTF8:
            let bad = UTF8Check.firstBadLine(of: source).map { " line \($0)" } ?? ""
            return .invalid(field: "encoding", message: "\(name)\(bad) is not UTF-8; save the file as UTF-8, or read it as windows-1252")
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
