import Foundation
import GRDB
import Testing

/// Issue 6, items 8-11: what reading, failing, the demo and concurrent creates do to the store.
@Suite struct StoreDefectTests {
    static let eventTimes = ["--starts", "2027-01-01T10:00", "--ends", "2027-01-01T12:00", "--timezone", "UTC"]

    // MARK: 8. Read-only commands do not take the write lock

    @Test func readOnlyCommandsAnswerWhileAnotherProcessHoldsTheWriteLock() async throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        #expect(try rushday.run(["events", "create", "Gala"] + Self.eventTimes).status == 0)
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let blocker = try DatabaseQueue(path: rushday.database.path, configuration: configuration)
        try await blocker.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        defer { try? blocker.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") } }

        let reads: [(arguments: [String], answer: String)] = [
            (["events", "list"], "\"gala\""), (["auth", "whoami"], "ada@example.org"),
            (["events", "show", "gala"], "\"gala\""), (["events", "members", "list", "gala"], "ada@example.org"),
        ]
        // The lock is held until the test ends: a read that waited for it would end "busy".
        for (arguments, answer) in reads {
            let outcome = try rushday.run(arguments + ["--format", "json"])
            #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
            #expect(outcome.stdout.contains(answer), "\(arguments): \(outcome.stdout)")
        }
    }

    @Test func aDatabaseTheUserMayOnlyReadCanBeListed() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        #expect(try rushday.run(["events", "create", "Gala"] + Self.eventTimes).status == 0)
        let before = try rushday.dump()
        // Root may write any file, so the read-only file is tried by an ordinary user.
        let outcome = try runAsOrdinaryUser(rushday, ["events", "list", "--format", "json"], readOnlyDatabase: true)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("\"gala\""), "\(outcome.stdout)")
        #expect(try rushday.dump() == before)

        // Made writable again, the file takes writes despite what the read left beside it.
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: rushday.database.path)
        let write = try runAsOrdinaryUser(rushday, ["events", "create", "Ball"] + Self.eventTimes, readOnlyDatabase: false)
        #expect(write.status == 0, "\(write.stderr)")
    }

    // MARK: 9. A command that fails or only reads creates nothing

    @Test func aCommandThatOnlyReadsOrFailsCreatesNoDatabase() throws {
        let rushday = try RushDayProcess()
        let missing = rushday.root.appendingPathComponent("no/such/dir")
        let database = missing.appendingPathComponent("x.sqlite").path
        let commands: [([String], Int32)] = [
            (["events", "list"], 77),
            (["auth", "whoami"], 77),
            (["events", "show", "gala"], 77),
            (["events", "members", "list", "gala"], 77),
            (["events", "create", "Gala"] + Self.eventTimes, 77),
            (["auth", "logout"], 0),
        ]
        for (arguments, code) in commands {
            let outcome = try rushday.run(arguments + ["--database", database])
            #expect(outcome.status == code, "\(arguments): \(outcome.stderr)")
            #expect(!FileManager.default.fileExists(atPath: rushday.root.appendingPathComponent("no").path), "\(arguments) created folders")
        }
        let signUp = try rushday.run(["auth", "signup", "--email", "ada@example.org", "--name", "Ada", "--password-stdin",
                                      "--database", database], stdin: "correct horse battery\n")
        #expect(signUp.status == 0, "\(signUp.stderr)")
        #expect(FileManager.default.fileExists(atPath: database))
    }

    // MARK: 10. The demo keeps to its own database and session

    @Test func demoIntoAGivenDatabaseLeavesTheUsersSessionAlone() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        let session = rushday.configDirectory.appendingPathComponent("session")
        let token = try Data(contentsOf: session)
        let demo = try rushday.run(["demo", "--database", rushday.root.appendingPathComponent("demo.sqlite").path])
        #expect(demo.status == 0, "\(demo.stderr)")
        #expect(try Data(contentsOf: session) == token)
        let whoami = try rushday.run(["auth", "whoami", "--format", "json"])
        #expect(whoami.status == 0, "\(whoami.stderr)")
        #expect(whoami.stdout.contains("ada@example.org"))
    }

    @Test func demoRefusesADatabaseThatHoldsData() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        #expect(try rushday.run(["events", "create", "Gala"] + Self.eventTimes).status == 0)
        let before = try rushday.dump()
        let outcome = try rushday.run(["demo", "--database", rushday.database.path])
        outcome.expectFailure(65, mentioning: ["database", "already holds data", "new path"])
        #expect(try rushday.dump() == before)
    }

    @Test func demoExportLinesPasteIntoAShell() throws {
        let rushday = try RushDayProcess()
        let folder = rushday.root.appendingPathComponent("my $HOME's demo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = folder.appendingPathComponent("it's here.sqlite").path
        let demo = try rushday.run(["demo", "--database", database])
        #expect(demo.status == 0, "\(demo.stderr)")
        let exports = demo.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("export ") }
        #expect(exports.count == 2, "\(demo.stdout)")

        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", exports.joined(separator: "\n") + "\nprintf '%s\\n' \"$RUSHDAY_DATABASE\" \"$RUSHDAY_CONFIG_HOME\""]
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(printed == database + "\n" + folder.appendingPathComponent("it's here-config").path + "\n")

        let list = try rushday.run(["events", "list", "--format", "json"],
                                   environment: ["RUSHDAY_DATABASE": database,
                                                 "RUSHDAY_CONFIG_HOME": folder.appendingPathComponent("it's here-config").path])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("rushday-launch-party"))
    }

    // MARK: 11. Handles made from one title in concurrent processes

    @Test func concurrentCreatesFromOneTitleAllSucceedWithDistinctHandles() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        let outcomes = try rushday.runAtOnce(Array(repeating: ["events", "create", "Same Title"] + Self.eventTimes, count: 24))
        for outcome in outcomes {
            #expect(outcome.status == 0, "\(outcome.stderr)")
        }
        let list = try rushday.run(["events", "list", "--format", "json"])
        let events = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]] ?? []
        let handles = Set(events.compactMap { $0["handle"] as? String })
        #expect(events.count == 24)
        #expect(handles == Set(["same-title"] + (2...24).map { "same-title-\($0)" }))

        let explicit = try rushday.run(["events", "create", "Other", "--handle", "same-title-3"] + Self.eventTimes)
        explicit.expectFailure(65, mentioning: ["handle", "same-title-3", "--handle"])
    }
}

/// Runs `rushday` as an unprivileged user (nobody) when the tests run as root, since root may
/// write a file whatever its mode; the test's folder is handed to that user first.
func runAsOrdinaryUser(_ rushday: RushDayProcess, _ arguments: [String], readOnlyDatabase: Bool) throws -> RushDayProcess.Outcome {
    let manager = FileManager.default
    if readOnlyDatabase {
        try manager.setAttributes([.posixPermissions: 0o400], ofItemAtPath: rushday.database.path)
    }
    guard getuid() == 0 else { return try rushday.run(arguments) }
    let nobody: UInt32 = 65_534
    let files = manager.enumerator(atPath: rushday.root.path)?.compactMap { $0 as? String } ?? []
    for path in [rushday.root.path] + files.map({ rushday.root.appendingPathComponent($0).path }) {
        chown(path, nobody, nobody)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
    process.arguments = ["--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", RushDayProcess.binary.path] + arguments
    process.environment = rushday.environment
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let stdout = output.fileHandleForReading.readDataToEndOfFile()
    let stderr = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RushDayProcess.Outcome(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                  stderr: String(decoding: stderr, as: UTF8.self))
}
