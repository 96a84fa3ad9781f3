import Foundation
import Testing

/// A door with a USB scanner: `checkin --stdin` answers each code as soon as it is scanned, on
/// both stores, not when the next code comes (scans kept in flight must not keep the last one
/// back). The codes are typed into a pipe one at a time, each only after the line before it
/// was read; a door that held an answer back would never print it, and the process is ended
/// after five minutes: far beyond a busy machine's slowest run (a minute was once not enough
/// for the whole exchange on PostgreSQL, beside the rest of the suite on two cores).
@Suite(.serialized) struct ScannerAnswerTests {
    @Test(arguments: Backend.allCases) func eachCodeIsAnsweredBeforeTheNextIsScanned(backend: Backend) throws {
        let rushday = try TicketedGala.owned(backend: backend)
        #expect(try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Crowd", "--count", "2"]).status == 0)
        let codes = try TicketedGala.codes(rushday)
        #expect(codes.count == 2)

        let door = Process()
        door.executableURL = RushDayProcess.binary
        door.arguments = ["tickets", "checkin", "gala", "--stdin", "--device", "scanner"]
        door.environment = rushday.environment
        let input = Pipe(), output = Pipe()
        door.standardInput = input
        door.standardOutput = output
        door.standardError = FileHandle.nullDevice
        try door.run()
        let watchdog = DispatchWorkItem { door.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 300, execute: watchdog)
        defer { watchdog.cancel() }
        var lines = LineReader(output.fileHandleForReading)

        for (code, answer) in [(codes[0], "✔ #1 admitted"), (codes[0], "already checked in at"), (codes[1], "✔ #2 admitted")] {
            input.fileHandleForWriting.write(Data((code + "\r\n").utf8))
            let line = lines.next()
            #expect(line?.contains(answer) == true, "\(line ?? "no answer before the door was ended")")
        }
        try input.fileHandleForWriting.close()
        #expect(lines.next() == "3 scanned: 2 admitted, 1 refused")
        door.waitUntilExit()
        #expect(door.terminationStatus == 65)
    }
}

/// Lines of a pipe, each read as soon as it is whole.
private struct LineReader {
    let handle: FileHandle
    var pending: [UInt8] = []

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// Nil once the pipe is closed with no line left.
    mutating func next() -> String? {
        while true {
            if let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<end], as: UTF8.self)
                pending.removeFirst(end + 1)
                return line
            }
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            pending += chunk
        }
    }
}
