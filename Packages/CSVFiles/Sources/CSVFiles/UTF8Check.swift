import Foundation

/// Finds the line of the first byte that is not UTF-8, only once reading has failed, so the
/// error can point at it.
enum UTF8Check {
    static func firstBadLine(of path: String) -> Int? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var line = 1
        for chunk in data.split(separator: 10, omittingEmptySubsequences: false) {
            if String(validating: chunk, as: UTF8.self) == nil { return line }
            line += 1
        }
        return nil
    }

    /// Whether every byte of the file is UTF-8, read 64 kB at a time: a character cut by a
    /// piece's end is carried into the next.
    static func holdsUTF8(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return true }
        defer { try? handle.close() }
        var carried: [UInt8] = []
        while let piece = try? handle.read(upToCount: 1 << 16), !piece.isEmpty {
            let bytes = carried + piece
            let whole = wholeCharacters(bytes)
            guard String(validating: bytes[..<whole], as: UTF8.self) != nil else { return false }
            carried = Array(bytes[whole...])
        }
        return carried.isEmpty
    }

    /// Where the bytes' last character, if cut short, begins (else their end).
    private static func wholeCharacters(_ bytes: [UInt8]) -> Int {
        var start = bytes.count
        while start > 0, bytes.count - start < 4, bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
        guard start > 0 else { return bytes.count }
        let lead = bytes[start - 1]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        return start - 1 + length > bytes.count ? start - 1 : bytes.count
    }
}
