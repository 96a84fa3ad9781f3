import Foundation
import Testing

/// The server stopped in the middle of a command, on a server of the drill's own: the command
/// says so in one line (exit 69), and what it stored is whole: nothing of an import, and of a
/// door's scans every one it reported, and beyond them only those still in flight.
@Suite(.serialized) struct PostgresFaultDrillTests {
    /// A server in a folder of this drill's own, which it may stop and start again.
    struct OwnServer {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rushday-fault-\(UUID().uuidString.prefix(8))")
        let server: PostgresServer

        init() throws {
            server = try PostgresServer.started(folder: folder)
        }

        func halt() throws { try PostgresServer.script(["halt"], folder: folder) }
        func resume() throws { try PostgresServer.script(["resume"], folder: folder) }
        func remove() { _ = try? PostgresServer.script(["stop"], folder: folder) }
    }

    /// Waits (up to a minute) until `condition` holds while `running` still runs.
    func wait(for running: Shell.Running, until condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(60)
        while running.isRunning, Date() < deadline, !(try condition()) {
            Thread.sleep(forTimeInterval: 0.02)
        }
        #expect(running.isRunning, "the command ended before the server was stopped")
    }

    @Test func theServerStoppingMidImportStoresNothingAndSaysSo() throws {
        let own = try OwnServer()
        defer { own.remove() }
        let rushday = try RushDayProcess(backend: .postgres, server: own.server)
        try rushday.signUp("ada@example.org")
        #expect(try rushday.run(["events", "create", "Gala", "--starts", "2027-06-12T19:00", "--ends", "2027-06-12T23:00",
                                 "--timezone", "Europe/Berlin", "--capacity", "50000"]).status == 0)
        #expect(try rushday.run(["guests", "add", "gala", "Kept", "--email", "kept@example.org"]).status == 0)
        let list = rushday.root.appendingPathComponent("list.csv")
        var text = "Full name,E-mail,Party size,RSVP\r\n"
        for index in 0..<10_000 { text += "Guest \(index),guest\(index)@example.org,1,yes\r\n" }
        try Data(text.utf8).write(to: list)
        let before = try rushday.dump()

        let importing = try rushday.start(["guests", "import", "gala", list.path])
        // Stopped once the import has written: its transaction holds a transaction id.
        try wait(for: importing) {
            try own.server.psql("SELECT count(*) FROM pg_stat_activity WHERE backend_xid IS NOT NULL AND pid <> pg_backend_pid()")
                .trimmingCharacters(in: .whitespacesAndNewlines) != "0"
        }
        try own.halt()
        let outcome = try importing.finish(within: 120)
        outcome.expectFailure(69, mentioning: ["database"])
        #expect(outcome.stdout.isEmpty, "\(outcome.stdout)")

        try own.resume()
        #expect(try rushday.dump() == before)
        let again = try rushday.run(["guests", "import", "gala", list.path])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try rushday.rowCount("guests") == 10_001)
    }

    @Test func theServerStoppingMidCheckInKeepsEveryScanItReported() throws {
        let own = try OwnServer()
        defer { own.remove() }
        let rushday = try TicketedGala.owned(maxPerIssue: 1000, backend: .postgres, server: own.server)
        for _ in 1...2 {
            #expect(try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Crowd", "--count", "1000"]).status == 0)
        }
        let codes = try TicketedGala.codes(rushday)
        #expect(codes.count == 2000)
        let file = rushday.root.appendingPathComponent("door.codes")
        try (codes.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)

        let door = try rushday.start(["tickets", "checkin", "gala", "--stdin", "--device", "door-1"], stdin: Data(contentsOf: file))
        try wait(for: door) { try rushday.rowCount("check_in_scans") >= 100 }
        try own.halt()
        let outcome = try door.finish(within: 120)
        #expect(outcome.status == 69, "\(outcome.stderr)")
        let errors = outcome.stderr.split(separator: "\n")
        #expect(errors.count == 1 && errors.allSatisfy { $0.hasPrefix("rushday: ") && $0.contains("database") }, "\(outcome.stderr)")

        try own.resume()
        let admitted = outcome.stdout.split(separator: "\n").count { $0.contains(" admitted ") }
        let stored = try rushday.rowCount("check_in_scans")
        #expect(admitted >= 100 && admitted < 2000, "\(admitted)")
        // Every scan reported is stored. Beyond those, only the scans in flight when the server
        // stopped: committed, but the door heard nothing back and reported the failure. A command
        // keeps one in flight on each of its connections (`PostgresStore.commandConnections`, 8).
        #expect(stored >= admitted && stored <= admitted + 8, "\(stored) stored, \(admitted) reported")
    }
}
