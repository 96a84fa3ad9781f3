import Foundation

/// A UTF-8 file as pieces of text of about `blockSize` bytes, each ending where a record ends
/// as CSV.swift reads it (`CSVScan`), a BOM skipped: CSV.swift then reads each piece from a
/// `String`, about twice as fast as through its `InputStream` reader, which decodes each byte
/// through three iterators; memory stays one piece (and the longest record) whatever the size.
struct RecordChunks {
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    enum Failure: Error {
        case read(any Error)
        case notUTF8
    }

    private let handle: FileHandle
    private let blockSize: Int
    private var scan: CSVScan
    /// Bytes read but not yet handed out, and how many of them `scan` has taken.
    private var pending: [UInt8] = []
    private var scanned = 0
    /// Where the last record seen so far ends in `pending`.
    private var end = 0
    /// A record ended at a CR: it ends after the next byte instead if that is the LF of CR LF.
    private var afterRecordCR = false
    private var first = true
    private var atEnd = false

    /// `blockSize` is the bytes read at a time; tests make it small to put borders everywhere.
    init(path: String, separator: UnicodeScalar, blockSize: Int) throws(Failure) {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .read(CocoaError(.fileReadNoSuchFile)) }
        self.handle = handle
        self.blockSize = blockSize
        scan = CSVScan(separator: separator)
    }

    /// The next piece, nil once the file is read (and closed).
    mutating func next() throws(Failure) -> String? {
        while end == 0, !atEnd { try readBlock() }
        let count = atEnd ? pending.count : end
        guard count > 0 else {
            try? handle.close()
            return nil
        }
        guard let text = String(validating: pending[..<count], as: UTF8.self) else { throw .notUTF8 }
        pending.removeFirst(count)
        scanned -= count
        end = 0
        return text
    }

    private mutating func readBlock() throws(Failure) {
        let block: Data
        do {
            block = try handle.read(upToCount: blockSize) ?? Data()
        } catch {
            throw .read(error)
        }
        guard !block.isEmpty else {
            atEnd = true
            return
        }
        pending.append(contentsOf: block)
        if first {
            // Nothing is scanned before the BOM is known, which may come in more than one block.
            guard pending.count >= Self.byteOrderMark.count else { return }
            first = false
            if pending.starts(with: Self.byteOrderMark) { pending.removeFirst(Self.byteOrderMark.count) }
        }
        // Locals, so the loop over the bytes holds no access to `self`.
        var (scan, end, afterRecordCR) = (self.scan, self.end, self.afterRecordCR)
        pending.withUnsafeBufferPointer { bytes in
            for index in scanned..<bytes.count {
                let byte = bytes[index]
                if afterRecordCR, byte != 10 { end = index }
                afterRecordCR = false
                if scan.take(byte) {
                    if byte == 13 { afterRecordCR = true } else { end = index + 1 }
                }
            }
        }
        (self.scan, self.end, self.afterRecordCR, scanned) = (scan, end, afterRecordCR, pending.count)
    }
}
