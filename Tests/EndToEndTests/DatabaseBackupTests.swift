import Foundation
import Glibc
import GRDB
import Testing

/// `db backup` and `db restore` through the binary: the copy is the store, row for row, and
/// private; a restore puts it back only where nothing else has the store open; and every
/// refusal leaves the store and the files as they were.
@Suite struct DatabaseBackupTests {
    func json(_ outcome: Shell.Outcome) throws -> [String: Any] {
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any] ?? [:]
    }

    /// The demo's store (every feature's tables), backed up and then changed: the backup holds
    /// it as it was, is 0600, and is itself a store; a restore over the changed store needs
    /// --replace and brings back exactly the backup.
    @Test func aBackupIsTheStoreAndARestorePutsItBack() throws {
        let rushday = try RushDayProcess(backend: .sqlite)
        #expect(try rushday.run(["demo", "--database", rushday.location]).status == 0)
        let before = try rushday.dump()
        let file = rushday.root.appendingPathComponent("backups/first.sqlite")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)

        let written = try json(try rushday.run(["db", "backup", file.path, "--format", "json"]))
        #expect(written["database"] as? String == rushday.location)
        #expect(written["backup"] as? String == file.path)
        #expect(written["schemaVersion"] as? String == "changes-1")
        #expect(try rushday.dump() == before, "a backup changed the store")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["first.sqlite"],
                "the backup's partial file was left behind")
        #expect(try Self.dump(file) == before)
        let status = try json(try rushday.run(["db", "status", "--database", file.path, "--format", "json"]))
        #expect(status["upToDate"] as? Bool == true)

        let config = rushday.database.deletingPathExtension().path + "-config"
        #expect(try rushday.run(["events", "create", "After The Backup", "--starts", "2027-06-12T19:00", "--ends", "2027-06-12T23:00",
                                 "--timezone", "Europe/Berlin"], environment: ["RUSHDAY_CONFIG_HOME": config]).status == 0)
        let changed = try rushday.dump()
        #expect(changed != before)
        try rushday.run(["db", "restore", file.path]).expectFailure(65, mentioning: ["already holds", "--replace"])
        #expect(try rushday.dump() == changed)

        let restored = try json(try rushday.run(["db", "restore", file.path, "--replace", "--format", "json"]))
        #expect(restored["backup"] as? String == file.path)
        #expect(try rushday.dump() == before)
        let events = try rushday.run(["events", "list", "--format", "json"], environment: ["RUSHDAY_CONFIG_HOME": config])
        #expect(events.status == 0 && !events.stdout.contains("After The Backup"), "\(events.stderr)")

        // Into a place where there is no store yet, no --replace is needed; the new file is private.
        let elsewhere = rushday.root.appendingPathComponent("elsewhere/rushday.sqlite")
        let fresh = try rushday.run(["db", "restore", file.path, "--database", elsewhere.path])
        #expect(fresh.status == 0 && fresh.stdout.contains("Restored"), "\(fresh.stderr)")
        #expect(try Self.dump(elsewhere) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: elsewhere.path)[.posixPermissions] as? Int == 0o600)
    }

    /// Each refusal: one line naming what to do, its exit code, and nothing changed or made.
    @Test func refusalsChangeNothing() throws {
        let rushday = try RushDayProcess(backend: .sqlite)
        try rushday.run(["db", "backup", rushday.root.appendingPathComponent("none.sqlite").path])
            .expectFailure(66, mentioning: ["no rushday database"])
        #expect(try rushday.dump() == "<no database>")

        try rushday.signUp("ada@example.org")
        let before = try rushday.dump()
        let taken = rushday.root.appendingPathComponent("taken.sqlite")
        try Data("mine".utf8).write(to: taken)
        try rushday.run(["db", "backup", taken.path]).expectFailure(73, mentioning: ["already exists"])
        #expect(try Data(contentsOf: taken) == Data("mine".utf8))
        try rushday.run(["db", "backup", rushday.root.appendingPathComponent("no/such/folder/b.sqlite").path])
            .expectFailure(73, mentioning: ["does not exist"])
        #expect(!FileManager.default.fileExists(atPath: rushday.root.appendingPathComponent("no").path))

        try rushday.run(["db", "restore", rushday.root.appendingPathComponent("missing.sqlite").path])
            .expectFailure(66, mentioning: ["does not exist"])
        try rushday.run(["db", "restore", taken.path]).expectFailure(65, mentioning: ["not a rushday database"])

        // A backup from a newer rushday, and one whose pages are broken.
        let newer = rushday.root.appendingPathComponent("newer.sqlite")
        #expect(try rushday.run(["db", "backup", newer.path]).status == 0)
        try DatabaseQueue(path: newer.path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('zz-from-the-future')")
        }
        try rushday.run(["db", "restore", newer.path, "--replace"]).expectFailure(65, mentioning: ["newer rushday"])
        let broken = rushday.root.appendingPathComponent("broken.sqlite")
        #expect(try rushday.run(["db", "backup", broken.path]).status == 0)
        try Self.breakAnIndex(of: broken)
        try rushday.run(["db", "restore", broken.path, "--replace"]).expectFailure(74, mentioning: ["integrity check"])
        #expect(try rushday.dump() == before)

        let server = try RushDayProcess(backend: .postgres)
        try server.run(["db", "backup", taken.path + ".pg"]).expectFailure(65, mentioning: ["pg_dump"])
        try server.run(["db", "restore", newer.path]).expectFailure(65, mentioning: ["pg_restore", "db copy"])
    }

    /// A server holds the store open: a restore is refused until it stops.
    @Test func aStoreInUseIsNotRestored() throws {
        let rushday = try RushDayProcess(backend: .sqlite)
        try rushday.signUp("ada@example.org")
        let file = rushday.root.appendingPathComponent("backup.sqlite")
        #expect(try rushday.run(["db", "backup", file.path]).status == 0)
        do {
            let serving = try ServeProcess(rushday)
            let before = try rushday.dump()
            try rushday.run(["db", "restore", file.path, "--replace"]).expectFailure(65, mentioning: ["open in another process", "stop it"])
            #expect(try rushday.dump() == before)
            kill(serving.server.pid, SIGTERM)
            _ = try serving.server.finish(within: 30)
        }
        let restored = try rushday.run(["db", "restore", file.path, "--replace"])
        #expect(restored.status == 0, "\(restored.stderr)")
    }

    /// The drill: a door scans 10,000 tickets while a backup is taken. The copy passes SQLite's
    /// integrity check and holds every scan committed before the backup began, and its scans
    /// are exactly the first ones of the store's: one moment's snapshot, nothing half written.
    @Test func aBackupDuringTenThousandScans() throws {
        let rushday = try TicketedGala.owned(maxPerIssue: 10_000)
        let issued = try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Crowd", "--count", "10000"])
        #expect(issued.status == 0, "\(issued.stderr)")
        let codes = try TicketedGala.codes(rushday)
        #expect(codes.count == 10_000)

        let door = Process()
        door.executableURL = RushDayProcess.binary
        door.arguments = ["tickets", "checkin", "gala", "--stdin", "--device", "drill", "--format", "json"]
        door.environment = rushday.environment
        let input = Pipe()
        door.standardInput = input
        door.standardOutput = FileHandle.nullDevice
        door.standardError = FileHandle.nullDevice
        try door.run()
        let writer = input.fileHandleForWriting
        // The first half is recorded before the backup begins; the second is fed while it runs.
        let (first, second) = (Data((codes[..<5_000].joined(separator: "\n") + "\n").utf8), Data((codes[5_000...].joined(separator: "\n") + "\n").utf8))
        writer.write(first)
        let deadline = Date().addingTimeInterval(900)
        while try rushday.rowCount("check_in_scans") < 5_000, door.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        let committed = try rushday.rowCount("check_in_scans")
        #expect(committed == 5_000)
        let rest = Thread { writer.write(second); try? writer.close() }
        rest.start()
        let file = rushday.root.appendingPathComponent("during.sqlite")
        let backup = try rushday.run(["db", "backup", file.path])
        door.waitUntilExit()
        #expect(backup.status == 0, "\(backup.stderr)")
        #expect(door.terminationStatus == 0)

        let store = try DatabaseQueue(path: rushday.database.path)
        let copy = try DatabaseQueue(path: file.path)
        let all = try store.read { db in try Int64.fetchAll(db, sql: "SELECT sequence FROM check_in_scans ORDER BY sequence") }
        let (copied, integrity) = try copy.read { db in
            (try Int64.fetchAll(db, sql: "SELECT sequence FROM check_in_scans ORDER BY sequence"),
             try String.fetchAll(db, sql: "PRAGMA integrity_check"))
        }
        #expect(all.count == 10_000)
        #expect(integrity == ["ok"])
        #expect(copied.count >= committed)
        #expect(Array(all.prefix(copied.count)) == copied, "the copy's scans are not the store's first ones")
    }

    /// The README's PostgreSQL backup: `pg_dump` of a store's schema, `pg_restore` into a new,
    /// empty database, and rushday serving the restored store as it served the first.
    @Test func aPostgresDumpRestoresIntoAnEmptyDatabaseThatRushdayServes() throws {
        let server = try PostgresServer.shared.get()
        let rushday = try RushDayProcess(backend: .postgres)
        try rushday.signUp("ada@example.org")
        #expect(try rushday.run(["events", "create", "Gala", "--starts", "2027-06-12T19:00", "--ends", "2027-06-12T23:00",
                                 "--timezone", "Europe/Berlin"]).status == 0)
        let schema = try #require(rushday.location.firstMatch(of: /schema=([a-z0-9_]+)/).map { String($0.1) })
        let dump = rushday.root.appendingPathComponent("rushday.dump")
        let environment = ProcessInfo.processInfo.environment.merging(["PGPASSWORD": server.password]) { $1 }
        let dumped = try Shell.run("/usr/bin/env", ["pg_dump", "--format=custom", "--schema=\(schema)", "--file=\(dump.path)", server.url],
                                   environment: environment)
        #expect(dumped.status == 0, "\(dumped.stderr)")

        let database = "restored_" + UUID().uuidString.prefix(8).lowercased()
        try server.psql("CREATE DATABASE \(database)")
        let target = server.url.replacingOccurrences(of: "/rushday_test", with: "/\(database)")
        let restored = try Shell.run("/usr/bin/env", ["pg_restore", "--no-owner", "--exit-on-error", "--dbname=\(target)", dump.path],
                                     environment: environment)
        #expect(restored.status == 0, "\(restored.stderr)")

        let location = target + "?schema=\(schema)&sslmode=disable"
        let there = try rushday.run(["events", "list", "--format", "json", "--database", location])
        let here = try rushday.run(["events", "list", "--format", "json"])
        #expect(there.status == 0 && there.stdout == here.stdout, "\(there.stderr)")
        let status = try json(try rushday.run(["db", "status", "--database", location, "--format", "json"]))
        #expect(status["upToDate"] as? Bool == true)

        let serving = try ServeProcess(rushday, arguments: ["--database", location])
        #expect(try serving.curl(["-o", "/dev/null", "-w", "%{http_code}", serving.address + "/readyz"]).stdout == "200")
        try serving.signIn("ada@example.org")
        let page = try serving.curl([serving.address + "/events"])
        #expect(page.stdout.contains("Gala"), "\(page.stdout.prefix(300))")
    }

    private static func dump(_ file: URL) throws -> String {
        let queue = try DatabaseQueue(path: file.path)
        return try queue.read { db in
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'client_attempts' ORDER BY name")
            return try tables.map { table in
                table + ":\n" + (try Row.fetchAll(db, sql: "SELECT * FROM \"\(table)\"").map(\.description).sorted().joined(separator: "\n"))
            }.joined(separator: "\n")
        }
    }

    /// Makes an index disagree with its table: reads still work, only an integrity check sees it.
    private static func breakAnIndex(of file: URL) throws {
        try DatabaseQueue(path: file.path).writeWithoutTransaction { db in
            try db.execute(sql: "CREATE INDEX broken_by_test ON users(email)")
            try db.execute(sql: "PRAGMA writable_schema = ON")
            try db.execute(sql: "UPDATE sqlite_master SET sql = 'CREATE INDEX broken_by_test ON users(name)' WHERE name = 'broken_by_test'")
            try db.execute(sql: "PRAGMA writable_schema = OFF")
        }
    }
}
