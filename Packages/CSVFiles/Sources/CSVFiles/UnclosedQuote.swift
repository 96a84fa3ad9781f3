import Foundation

/// Finds the line of a quote that opens a cell and is never closed, before the file is read:
/// CSV.swift takes such a quote as a cell running to the end of the file, the rest of the file
/// then read as one value and refused for its line breaks. Follows CSV.swift's reading (a
/// quote opens a cell only as its first character; `""` inside is a quote; a BOM is skipped),
/// byte by byte, as the quote, the line breaks and an ASCII separator are single bytes that
/// never occur inside another character's UTF-8.
struct UnclosedQuote {
    private let separator: [UInt8]
    private var line = 1
    private var afterCR = false
    private var atCellStart = true
    private var quoted = false
    /// Inside a quoted cell, the byte before was a quote: it closes the cell or escapes a quote.
    private var afterQuote = false
    private var openedOn = 0
    private var recent: [UInt8] = []

    private init(separator: UnicodeScalar) {
        self.separator = Array(String(separator).utf8)
    }

    /// The line the unclosed quote opens on, nil when every quote closes (or the file cannot be
    /// read, which reading itself reports).
    static func line(in path: String, separator: UnicodeScalar) -> Int? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var scan = UnclosedQuote(separator: separator)
        var first = true
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            chunk.withUnsafeBytes { bytes in
                var start = 0
                if first, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
                first = false
                for byte in bytes[start...] { scan.take(byte) }
            }
        }
        return scan.quoted && !scan.afterQuote ? scan.openedOn : nil
    }

    private mutating func take(_ byte: UInt8) {
        let quote = UInt8(ascii: "\""), cr: UInt8 = 13, lf: UInt8 = 10
        let separates = endsSeparator(byte)
        let breaksLine = byte == cr || (byte == lf && !afterCR)
        afterCR = byte == cr
        if breaksLine { line += 1 }
        if quoted {
            if afterQuote {
                afterQuote = false
                // A quote then a line break or the separator ends the cell; a second quote is an
                // escaped one; anything else is kept, the cell still open.
                if byte == cr || byte == lf || separates {
                    quoted = false
                    atCellStart = true
                }
            } else if byte == quote {
                afterQuote = true
            }
            return
        }
        if atCellStart, byte == quote {
            quoted = true
            openedOn = line
            atCellStart = false
        } else {
            atCellStart = byte == cr || byte == lf || separates
        }
    }

    /// Whether `byte` completes the separator (one byte, or the last of its UTF-8); sees every byte.
    private mutating func endsSeparator(_ byte: UInt8) -> Bool {
        guard separator.count > 1 else { return byte == separator[0] }
        recent.append(byte)
        if recent.count > separator.count { recent.removeFirst() }
        return recent == separator
    }
}
