import Foundation
import Synchronization
import Testing

/// `events show --watch`: the dashboard is drawn, drawn again when another process checks a
/// ticket in, and Ctrl-C (SIGINT) ends the watch with exit 0.
@Suite struct WatchDashboardTests {
    final class Output: Sendable {
        private let text = Mutex("")
        func append(_ data: Data) { text.withLock { $0 += String(decoding: data, as: UTF8.self) } }
        var value: String { text.withLock { $0 } }

        /// Waits up to `seconds` for `condition` to hold of the output so far.
        func wait(_ seconds: Double, until condition: (String) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if condition(value) { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return condition(value)
        }
    }

    /// On PostgreSQL the redraw comes from LISTEN/NOTIFY, on SQLite from `PRAGMA data_version`.
    @Test(arguments: Backend.allCases) func aScanElsewhereRedrawsAndCtrlCEndsTheWatchCleanly(backend: Backend) throws {
        let rushday = try TicketedGala.owned(backend: backend)
        try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Walk In"])
        let code = try #require(try TicketedGala.codes(rushday).first)
        let process = Process()
        process.executableURL = RushDayProcess.binary
        process.arguments = ["events", "show", "gala", "--watch"]
        process.environment = rushday.environment
        let pipe = Pipe()
        let output = Output()
        pipe.fileHandleForReading.readabilityHandler = { handle in output.append(handle.availableData) }
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        let checkedIn = { (count: Int) in { (text: String) in text.contains(try! Regex("Checked in now +\(count)\\n")) } }
        #expect(output.wait(20, until: checkedIn(0)), "\(output.value)")
        #expect(try rushday.run(["tickets", "checkin", "gala", code]).status == 0)
        // The redraw arrives in pieces: waited for whole, to its closing line.
        let draws = { (text: String) in text.components(separatedBy: "watching for changes").count - 1 }
        #expect(output.wait(20, until: { checkedIn(1)($0) && draws($0) >= 2 }), "\(output.value)")
        #expect(draws(output.value) == 2)

        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    }

    @Test func watchIsForPeopleOnly() throws {
        let rushday = try TicketedGala.owned()
        try rushday.run(["events", "show", "gala", "--watch", "--format", "json"]).expectFailure(64, mentioning: ["--watch"])
    }
}
