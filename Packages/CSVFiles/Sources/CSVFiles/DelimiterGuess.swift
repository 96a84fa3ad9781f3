import Foundation

/// The separator a file uses, told by its header line: the one of comma, semicolon and tab it
/// holds most outside quotes (spreadsheets in many locales write `;`), comma when none.
enum DelimiterGuess {
    static func fromFirstLine(of path: String) -> UnicodeScalar {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "," }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 64 * 1024)) ?? Data()
        var counts: [UInt8: Int] = [:]
        var quoted = false
        for byte in start {
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            if quoted { continue }
            if byte == 10 || byte == 13 { break }
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") || byte == 9 { counts[byte, default: 0] += 1 }
        }
        let best = [UInt8(ascii: ","), UInt8(ascii: ";"), 9].max { counts[$0, default: 0] < counts[$1, default: 0] }
        return UnicodeScalar(best ?? UInt8(ascii: ","))
    }
}
