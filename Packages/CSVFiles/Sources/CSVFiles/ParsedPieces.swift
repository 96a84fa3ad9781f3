import CSV
import Foundation

/// A file's pieces (`RecordChunks`) parsed by CSV.swift on a thread of their own, one piece
/// ahead of the caller: while an import checks and stores the rows of one piece, the next is
/// being read and parsed, about a tenth of its time on one core. Records come with the line
/// they start on, blank lines left out, each cell without the mark `FormulaGuard` puts on. At
/// most one parsed piece waits, so memory stays a few pieces whatever the file's size. `stop`
/// ends the thread (and its reading of the file) before the caller goes on, whether it read to
/// the end or not.
final class ParsedPieces: @unchecked Sendable {
    struct Record: Sendable {
        let line: Int
        let fields: [String]
        /// Its cells hold the line `UnclosedQuote` found: the quote opened there never closes.
        let opensUnclosedQuote: Bool
    }

    /// A quarter of a mebibyte, about 5,000 guests: parsed, a piece is a few times its text.
    private static let blockSize = 1 << 18

    // Unchecked: every stored property below `condition` is read and written only under it.
    private let condition = NSCondition()
    private var waiting: [Record]?
    private var failure: RecordChunks.Failure?
    /// The thread has ended: at the end of the file, on a failure or stopped.
    private var finished = false
    private var stopped = false

    init(path: String, separator: UnicodeScalar, unclosedQuote: Int?) {
        let thread = Thread { [self] in
            produce(path: path, separator: separator, unclosedQuote: unclosedQuote)
        }
        thread.name = "rushday-csv-reader"
        thread.start()
    }

    /// The next piece's records; nil at the end of the file.
    func next() throws(RecordChunks.Failure) -> [Record]? {
        condition.lock()
        defer { condition.unlock() }
        while waiting == nil, !finished { condition.wait() }
        if let records = waiting {
            waiting = nil
            condition.broadcast()
            return records
        }
        if let failure { throw failure }
        return nil
    }

    /// Tells the thread to stop and waits until it has.
    func stop() {
        condition.lock()
        defer { condition.unlock() }
        stopped = true
        condition.broadcast()
        while !finished { condition.wait() }
    }

    private func produce(path: String, separator: UnicodeScalar, unclosedQuote: Int?) {
        var failure: RecordChunks.Failure?
        do throws(RecordChunks.Failure) {
            var chunks = try RecordChunks(path: path, separator: separator, blockSize: Self.blockSize)
            var line = 1
            while let text = try chunks.next() {
                var records: [Record] = []
                for cells in try Self.cells(of: text, separator: separator) {
                    let start = line
                    line += 1 + cells.reduce(0) { $0 + LineBreaks.count(in: $1) }
                    let opensUnclosedQuote = unclosedQuote.map((start..<line).contains) ?? false
                    if cells == [""], !opensUnclosedQuote { continue }
                    records.append(Record(line: start, fields: cells.map(FormulaGuard.restored), opensUnclosedQuote: opensUnclosedQuote))
                }
                guard hand(records) else { break }
            }
        } catch {
            failure = error
        }
        condition.lock()
        self.failure = failure
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until the piece before was taken; false when the caller stopped instead.
    private func hand(_ records: [Record]) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while waiting != nil, !stopped { condition.wait() }
        guard !stopped else { return false }
        waiting = records
        condition.broadcast()
        return true
    }

    /// Reading from a `String` throws only for a header row, which is not asked for.
    private static func cells(of text: String, separator: UnicodeScalar) throws(RecordChunks.Failure) -> [[String]] {
        let reader: CSVReader
        do {
            reader = try CSVReader(string: text, delimiter: separator)
        } catch {
            throw .read(error)
        }
        var records: [[String]] = []
        while let record = reader.next() { records.append(record) }
        return records
    }
}
