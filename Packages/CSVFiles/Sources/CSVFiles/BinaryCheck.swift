import Foundation

/// Whether a file is no text at all (a picture, a spreadsheet's own format, UTF-16): a NUL byte
/// in its first 64 kB, which no CSV holds, so it is refused for what it is rather than read as
/// garbled cells.
enum BinaryCheck {
    static func holdsNUL(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return ((try? handle.read(upToCount: 1 << 16)) ?? Data()).contains(0)
    }
}
