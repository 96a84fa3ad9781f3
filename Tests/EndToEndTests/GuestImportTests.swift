import Foundation
import GRDB
import Testing

/// `guests import` and `guests export` through the built binary, with real files: a large
/// list, bad rows, a dry run, the round trip, Python's csv module as the outside judge, and a
/// kill -9 in the middle of an import.
@Suite struct GuestImportTests {
    func gala() throws -> RushDayProcess {
        try GalaEvent.owned(capacity: 5000)
    }

    func file(_ rushday: RushDayProcess, _ text: String, name: String = "list.csv") throws -> String {
        let url = rushday.root.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// `count` guests, every one accepting with one companion: 2 heads each.
    func largeList(_ count: Int) -> String {
        var text = "Full name,E-mail,Party size,RSVP,Tags\r\n"
        for index in 0..<count { text += "Guest \(index),guest\(index)@example.org,1,yes,\"vip; row \(index % 7)\"\r\n" }
        return text
    }

    /// The database's files byte for byte: the main file and its WAL (a reader may leave an
    /// empty WAL where there was none; both hold no change).
    func bytes(_ rushday: RushDayProcess) throws -> [Data] {
        ["", "-wal"].map { (try? Data(contentsOf: URL(fileURLWithPath: rushday.database.path + $0))) ?? Data() }
    }

    @Test func tenThousandRowsImportInOneGoAndPastCapacityWait() throws {
        let rushday = try gala()
        let path = try file(rushday, largeList(10_000))
        let outcome = try rushday.run(["guests", "import", "gala", path, "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(summary["added"] as? Int == 10_000)
        #expect(summary["waitlisted"] as? Int == 7_500)
        #expect(try rushday.rowCount("guests") == 10_000)
    }

    @Test func threeBadRowsAreAllReportedAndTheDatabaseIsUntouched() throws {
        let rushday = try gala()
        try rushday.run(["guests", "add", "gala", "Kept"])
        let before = try bytes(rushday)
        let path = try file(rushday, "name,email,party\nOk,ok@example.org,1\n,x@example.org,\n\"Two\nLines\",bad-mail,\nZed,,many\n")
        let outcome = try rushday.run(["guests", "import", "gala", path])
        #expect(outcome.status == 65)
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(outcome.stderr)")
        #expect(lines[0].hasPrefix("\(path):3: name: "))
        #expect(lines[1].hasPrefix("\(path):4: name: "))
        #expect(lines[2].hasPrefix("\(path):6: party: "))
        #expect(try bytes(rushday) == before)
    }

    @Test func aDryRunTellsAndLeavesTheDatabaseByteIdentical() throws {
        let rushday = try gala()
        let before = try bytes(rushday)
        let path = try file(rushday, largeList(50))
        let outcome = try rushday.run(["guests", "import", "gala", path, "--dry-run"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("Would import into gala: 50 added"), "\(outcome.stdout)")
        #expect(try bytes(rushday) == before)
        #expect(try rushday.run(["guests", "import", "gala", rushday.root.appendingPathComponent("nope.csv").path]).status == 66)
    }

    @Test func exportThenImportIntoAnotherEventReproducesTheListAndPythonReadsTheSameCells() throws {
        let rushday = try gala()
        let meal = ["--kind", "choice", "--choice", "Fish", "--choice", "Vegan"]
        #expect(try rushday.run(["guests", "questions", "add", "gala", "meal"] + meal).status == 0)
        let path = try file(rushday, """
            Name;Email;Plus-ones;Status;Tags;Dietary;Notes;Phone;meal
            Ann Lee;ann@example.org;Al, Bea;accepted;vip, band;vegan;"said ""hi""\nat the door";+49 30 1234567;fish
            =HYPERLINK("x");;;declined;;;;;
            Zoë;zoe@example.org;;maybe;;;;;Vegan

            """)
        #expect(try rushday.run(["guests", "import", "gala", path]).status == 0)
        let export = rushday.root.appendingPathComponent("out.csv").path
        let exported = try rushday.run(["guests", "export", "gala", "--output", export])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(try rushday.run(["guests", "export", "gala", "--output", export]).status == 73)
        #expect(try rushday.run(["guests", "export", "gala", "--output", export, "--force"]).status == 0)

        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", "import csv, json, sys; print(json.dumps(list(csv.reader(open(sys.argv[1], newline='', encoding='utf-8')))))", export]
        let pipe = Pipe()
        python.standardOutput = pipe
        try python.run()
        let judged = pipe.fileHandleForReading.readDataToEndOfFile()
        python.waitUntilExit()
        let cells = try #require(try JSONSerialization.jsonObject(with: judged) as? [[String]])
        #expect(cells[0] == ["name", "email", "phone", "party", "plusOnes", "status", "tags", "dietary", "note", "meal"])
        #expect(cells[1] == ["Ann Lee", "ann@example.org", "'+49 30 1234567", "2", "Al; Bea", "accepted", "vip; band", "vegan",
                             "said \"hi\"\nat the door", "Fish"])
        #expect(cells.contains { $0[0] == "'=HYPERLINK(\"x\")" })
        #expect(cells.count == 4)

        #expect(try rushday.run(["events", "create", "Copy", "--starts", "2027-07-12T19:00", "--ends", "2027-07-12T23:00",
                                 "--timezone", "Europe/Berlin"]).status == 0)
        #expect(try rushday.run(["guests", "questions", "add", "copy", "meal"] + meal).status == 0)
        let imported = try rushday.run(["guests", "import", "copy", export, "--on-duplicate", "update"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let copied = rushday.root.appendingPathComponent("copy.csv").path
        #expect(try rushday.run(["guests", "export", "copy", "--output", copied]).status == 0)
        // Import takes off the apostrophe export put before "=..." and "+49 ...", so the copy
        // is the same file.
        #expect(try String(contentsOfFile: copied, encoding: .utf8) == String(contentsOfFile: export, encoding: .utf8))
    }

    /// The kill lands inside the import's write transaction: the import is killed once its
    /// uncommitted pages have reached the -wal file (no other process writes, and the file had
    /// no -wal before), so the event must be exactly as before, and the database sound and
    /// writable.
    @Test func killNineInsideTheImportsTransactionLeavesTheEventAsItWas() throws {
        let rushday = try gala()
        try rushday.run(["guests", "add", "gala", "Kept", "--email", "kept@example.org"])
        let path = try file(rushday, largeList(40_000))
        let before = try rushday.dump()
        let wal = rushday.database.path + "-wal"
        #expect(!FileManager.default.fileExists(atPath: wal))
        let process = Process()
        process.executableURL = RushDayProcess.binary
        process.arguments = ["guests", "import", "gala", path]
        process.environment = rushday.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var walSize = 0
        while process.isRunning, walSize < 1 << 20 {
            walSize = ((try? FileManager.default.attributesOfItem(atPath: wal))?[.size] as? Int) ?? 0
            Thread.sleep(forTimeInterval: 0.005)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal, "the import ended before the kill")
        #expect(walSize >= 1 << 20)
        let queue = try DatabaseQueue(path: rushday.database.path)
        #expect(try queue.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
        try queue.close()
        #expect(try rushday.dump() == before)
        let again = try rushday.run(["guests", "import", "gala", path])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try rushday.rowCount("guests") == 40_001)
    }

    /// `script` gives the import a terminal: stderr shows the bar redrawn in place up to 100%.
    /// Through pipes the same import writes no bar.
    @Test func aLargeImportShowsProgressOnATerminalOnly() throws {
        let rushday = try gala()
        let path = try file(rushday, largeList(6_000))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        let command = [RushDayProcess.binary.path, "guests", "import", "gala", path, "--dry-run"].map { "'\($0)'" }.joined(separator: " ")
        process.arguments = ["-qec", command, "/dev/null"]
        process.environment = rushday.environment.merging(["COLUMNS": "80", "TERM": "xterm"]) { _, new in new }
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let shown = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(shown)")
        #expect(shown.contains("\rReading list.csv ["), "\(shown.prefix(300))")
        #expect(shown.contains("100% 6001/6001"), "\(shown.suffix(300))")
        #expect(shown.contains("Would import into gala: 6000 added"))

        let piped = try rushday.run(["guests", "import", "gala", path, "--dry-run"])
        #expect(piped.status == 0)
        #expect(piped.stderr.isEmpty, "\(piped.stderr.prefix(200))")
    }
}
