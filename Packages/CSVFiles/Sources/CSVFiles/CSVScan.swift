/// CSV.swift's reading of a file, byte by byte: where a quoted cell opens, whether it is still
/// open, and where a record ends. A quote opens a cell only as its first character; `""` inside
/// is a quote; a quote followed by anything but the separator or a line break is kept and the
/// cell stays open. The quote, the line breaks and an ASCII separator are single bytes that
/// never occur inside another character's UTF-8.
struct CSVScan {
    private let separator: [UInt8]
    /// The separator when it is one byte (nearly always), told without counting `matched`.
    private let separatorByte: UInt8?
    /// The line the next byte is on.
    private(set) var line = 1
    private var afterCR = false
    private var atCellStart = true
    private var quoted = false
    /// Inside a quoted cell, the byte before was a quote: it closes the cell or escapes a quote.
    private var afterQuote = false
    /// The line the last quoted cell opened on.
    private(set) var openedOn = 0
    /// How many bytes of a separator of several have come so far.
    private var matched = 0

    init(separator: UnicodeScalar) {
        self.separator = Array(String(separator).utf8)
        separatorByte = self.separator.count == 1 ? self.separator[0] : nil
    }

    /// A quoted cell is open and nothing has closed it yet.
    var isInsideQuotes: Bool { quoted && !afterQuote }

    /// Takes the next byte; true when it is a line break that ends a record (for CR LF, both).
    mutating func take(_ byte: UInt8) -> Bool {
        let quote = UInt8(ascii: "\""), cr: UInt8 = 13, lf: UInt8 = 10
        // Most bytes are none of the four that matter, inside a cell or out: they only end a
        // cell's start, a quote's wait and a CR's.
        if byte > quote, separatorByte != nil, byte != separatorByte {
            atCellStart = false
            afterQuote = false
            afterCR = false
            return false
        }
        let separates = endsSeparator(byte)
        let isBreak = byte == cr || byte == lf
        if byte == cr || (byte == lf && !afterCR) { line += 1 }
        afterCR = byte == cr
        if quoted {
            if afterQuote {
                // Part way through a separator of several bytes: CSV.swift sees it whole.
                if matched > 0 { return false }
                afterQuote = false
                // A quote then a line break or the separator ends the cell; a second quote is an
                // escaped one; anything else is kept, the cell still open.
                if isBreak || separates {
                    quoted = false
                    atCellStart = true
                    return isBreak
                }
            } else if byte == quote {
                afterQuote = true
            }
            return false
        }
        if atCellStart, byte == quote {
            quoted = true
            openedOn = line
            atCellStart = false
            return false
        }
        atCellStart = isBreak || separates
        return isBreak
    }

    /// Whether `byte` completes the separator (one byte, or the last of its UTF-8); sees every
    /// byte. A separator's first byte starts a character, so a partial match that breaks off
    /// starts again at most at that byte.
    private mutating func endsSeparator(_ byte: UInt8) -> Bool {
        if let separatorByte { return byte == separatorByte }
        matched = byte == separator[matched] ? matched + 1 : byte == separator[0] ? 1 : 0
        guard matched == separator.count else { return false }
        matched = 0
        return true
    }
}
