import Foundation
import Tickets

/// The codes a door scans, each checked offline (form and signature) in a task of its own as
/// soon as it is read, handed on in scan order: the signatures of the next few codes are checked
/// on another core while the store records this one. Lines are read on a thread of their own, so
/// a scanner waiting for its next code holds no task's thread; at most `window` codes are
/// checked ahead of the one being recorded.
enum CheckedCodes {
    static let window = 16

    /// `codes`, or standard input's lines when nil. A blank line is a scanner's bare return,
    /// noise, and is skipped; a code given as an argument is always scanned, an empty one too.
    static func stream(_ codes: [String]?, through door: Door) -> (stream: AsyncStream<Task<Door.CheckedCode, Never>>, recorded: @Sendable () -> Void) {
        let room = DispatchSemaphore(value: window)
        let stream = AsyncStream<Task<Door.CheckedCode, Never>> { continuation in
            let reader = Thread {
                var iterator = codes?.makeIterator()
                while let line = codes == nil ? readLine(strippingNewline: true) : iterator?.next() {
                    if codes == nil, line.isEmpty || line == "\r" { continue }
                    room.wait()
                    continuation.yield(Task.detached { door.check(line) })
                }
                continuation.finish()
            }
            reader.start()
        }
        return (stream, { room.signal() })
    }
}
