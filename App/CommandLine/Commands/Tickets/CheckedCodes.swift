import Foundation
import Tickets

/// The codes a door scans, each checked offline (form and signature) as soon as it is read,
/// on the thread that reads them, and handed on in scan order: the signatures of the next few
/// codes are checked on another core while the store records this one. (A task for each code's
/// check cost its making and two thread wake-ups, more than the second core it could use saved.)
/// A scanner waiting for its next code so holds no task's thread; at most `window` codes are
/// checked ahead of the one being recorded.
enum CheckedCodes {
    static let window = 16

    enum Item: Sendable {
        case code(Door.CheckedCode)
        /// Every line standard input has given so far is handed on and the next would be waited
        /// for: the door shows the answers still on their way now, not when the next code comes.
        case waiting
    }

    /// `codes`, or standard input's lines when nil. A blank line is a scanner's bare return,
    /// noise, and is skipped; a code given as an argument is always scanned, an empty one too.
    static func stream(_ codes: [String]?, through door: Door) -> (stream: AsyncStream<Item>, recorded: @Sendable () -> Void) {
        // Made empty and given its room after: libdispatch stops the program when a semaphore
        // goes while it holds less than it was made with, as when a command ends early.
        let room = DispatchSemaphore(value: 0)
        for _ in 0..<window { room.signal() }
        let stream = AsyncStream<Item> { continuation in
            let reader = Thread {
                func scan(_ line: String) {
                    room.wait()
                    continuation.yield(.code(door.check(line)))
                }
                if let codes {
                    codes.forEach(scan)
                } else {
                    standardInputLines({ line in if !line.isEmpty, line != "\r" { scan(line) } },
                                       drained: { continuation.yield(.waiting) })
                }
                continuation.finish()
            }
            reader.start()
        }
        return (stream, { room.signal() })
    }

    /// Standard input's lines as they come, without their line feeds (invalid UTF-8 repaired, as
    /// `readLine` does), then `drained` after each read: what came has all been handed on. A
    /// read that fails ends the input, as it ended `readLine`'s.
    private static func standardInputLines(_ line: (String) -> Void, drained: () -> Void) {
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while case let count = readSome(into: &chunk), count > 0 {
            pending += chunk[..<count]
            var start = 0
            while let end = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                line(String(decoding: pending[start..<end], as: UTF8.self))
                start = end + 1
            }
            pending.removeFirst(start)
            drained()
        }
        if !pending.isEmpty { line(String(decoding: pending, as: UTF8.self)) }
    }

    /// What one read(2) of standard input gives (waiting only while nothing has come): 0 at its
    /// end, -1 when it fails. `FileHandle.availableData` would stop the program on a failure.
    private static func readSome(into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count >= 0 || errno != EINTR { return count }
        }
    }
}
