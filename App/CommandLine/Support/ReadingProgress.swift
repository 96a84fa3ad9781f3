import DesignTokens
import Domain
import Foundation

/// A `TableSource` read from the file at `path` that shows how far it has read on stderr, when
/// stderr is a terminal and the file is long enough to wait for (a few thousand rows); otherwise
/// it only passes through.
/// Progress is by line, counted up front: records carry the line they start on, so quoted
/// values spanning lines still end at 100%. Counting costs one read of the file at disk speed,
/// which only a person watching pays.
struct ReadingProgress: TableSource {
    let base: any TableSource
    let path: String
    /// Below this many lines the bar would flash by.
    static let fewestLines = 5_000

    func read(header: ([String]) throws(DomainError) -> Void,
              record: (TableRecord) throws(DomainError) -> Void) throws(DomainError) {
        let capabilities = TerminalCapabilities.detectForStandardError()
        guard capabilities.isTerminal, let lines = Self.lineCount(path), lines >= Self.fewestLines else {
            return try base.read(header: header, record: record)
        }
        let bar = ProgressBar(total: lines, label: "Reading \(URL(fileURLWithPath: path).lastPathComponent)",
                              capabilities: capabilities) { text in FileHandle.standardError.write(Data(text.utf8)) }
        defer { bar.finish() }
        var line = 1
        try base.read(header: header) { next throws(DomainError) in
            bar.advance(by: next.line - line)
            line = next.line
            try record(next)
        }
        bar.advance(by: lines - line + 1)
    }

    /// Line feeds in the file (plus a last line without one), or nil if it cannot be read: the
    /// reader proper then says why.
    private static func lineCount(_ path: String) -> Int? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var count = 0
        var last: UInt8 = 0x0A
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            count += chunk.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            last = chunk[chunk.index(before: chunk.endIndex)]
        }
        return count + (last == 0x0A ? 0 : 1)
    }
}
