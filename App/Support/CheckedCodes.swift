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

    /// `codes`, or standard input's lines when nil. A blank line is a scanner's bare return,
    /// noise, and is skipped; a code given as an argument is always scanned, an empty one too.
    static func stream(_ codes: [String]?, through door: Door) -> (stream: AsyncStream<Door.CheckedCode>, recorded: @Sendable () -> Void) {
        let room = DispatchSemaphore(value: window)
        let stream = AsyncStream<Door.CheckedCode> { continuation in
            let reader = Thread {
                var iterator = codes?.makeIterator()
                while let line = codes == nil ? readLine(strippingNewline: true) : iterator?.next() {
                    if codes == nil, line.isEmpty || line == "\r" { continue }
                    room.wait()
                    continuation.yield(door.check(line))
                }
                continuation.finish()
            }
            reader.start()
        }
        return (stream, { room.signal() })
    }
}
