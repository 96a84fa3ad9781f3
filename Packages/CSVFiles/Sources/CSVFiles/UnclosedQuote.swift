import Foundation

/// Finds the line of a quote that opens a cell and is never closed, before the file is read:
/// CSV.swift takes such a quote as a cell running to the end of the file, the rest of the file
/// then read as one value and refused for its line breaks. Reads as CSV.swift does (`CSVScan`),
/// a BOM skipped.
enum UnclosedQuote {
    /// The line the unclosed quote opens on, nil when every quote closes (or the file cannot be
    /// read, which reading itself reports).
    static func line(in path: String, separator: UnicodeScalar) -> Int? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var scan = CSVScan(separator: separator)
        var first = true
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            chunk.withUnsafeBytes { bytes in
                var start = 0
                if first, bytes.starts(with: RecordChunks.byteOrderMark) { start = 3 }
                first = false
                for byte in bytes[start...] { _ = scan.take(byte) }
            }
        }
        return scan.isInsideQuotes ? scan.openedOn : nil
    }
}
