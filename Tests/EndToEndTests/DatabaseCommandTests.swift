import Foundation
import Testing

/// `db status` and `db copy` through the binary: a SQLite file moved to PostgreSQL and back
/// arrives row for row, and every refusal leaves both stores as they were.
@Suite struct DatabaseCommandTests {
    func status(_ rushday: RushDayProcess, _ extra: [String] = []) throws -> [String: Any] {
        let outcome = try rushday.run(["db", "status", "--format", "json"] + extra)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any] ?? [:]
    }

    func rows(_ status: [String: Any]) -> [String: Int] {
        let tables = status["tables"] as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: tables.compactMap { table in
            (table["table"] as? String).flatMap { name in (table["rows"] as? Int).map { (name, $0) } }
        })
    }

    @Test(arguments: Backend.allCases) func statusNamesTheStoreItsSchemaAndItsCounts(backend: Backend) throws {
        let rushday = try RushDayProcess(backend: backend)
        let empty = try status(rushday)
        #expect(empty["store"] as? String == (backend == .sqlite ? "SQLite" : "PostgreSQL"))
        #expect(empty["schemaVersion"] is NSNull)
        #expect(empty["upToDate"] as? Bool == false)
        #expect(try rushday.dump() == "<no database>", "status created or changed the store")

        try rushday.signUp("ada@example.org")
        #expect(try rushday.run(["events", "create", "Gala", "--starts", "2027-06-12T19:00", "--ends", "2027-06-12T23:00",
                                 "--timezone", "Europe/Berlin"]).status == 0)
        let before = try rushday.dump()
        let written = try status(rushday)
        #expect(written["schemaVersion"] as? String == "changes-1")
        #expect(written["upToDate"] as? Bool == true)
        #expect((written["appliedVersions"] as? [String])?.first == "v1")
        #expect(rows(written)["users"] == 1 && rows(written)["events"] == 1 && rows(written)["memberships"] == 1,
                "\(rows(written))")
        #expect(try rushday.dump() == before)
        let location = written["location"] as? String ?? ""
        #expect(backend == .sqlite ? location == rushday.location : location.hasPrefix("postgres://") && !location.contains("?"),
                "\(location)")

        let table = try rushday.run(["db", "status"])
        #expect(table.status == 0)
        #expect(table.stdout.contains("up to date") && table.stdout.contains("changes-1"), "\(table.stdout)")
    }

    /// The demo's sample (every feature's tables) goes from a SQLite file to PostgreSQL and
    /// back to a new file: the last file holds exactly the rows of the first, and the commands
    /// answer the same on the server as on the file.
    @Test func copyMovesEverythingToPostgresAndBack() throws {
        let file = try RushDayProcess(backend: .sqlite)
        #expect(try file.run(["demo", "--database", file.location]).status == 0)
        let server = try RushDayProcess(backend: .postgres)

        // Run with the server's environment: its password.
        let there = try server.run(["db", "copy", "--from", file.location, "--to", server.location, "--format", "json"])
        #expect(there.status == 0, "\(there.stderr)")
        let copied = try JSONSerialization.jsonObject(with: Data(there.stdout.utf8)) as? [String: Any] ?? [:]
        let copiedRows = rows(copied)
        #expect(copiedRows == rows(try status(file)), "\(copiedRows)")
        for table in ["users", "events", "guests", "tickets", "expenses", "expense_shares", "expense_receipts", "agenda_sessions", "event_signing_keys"] {
            #expect(copiedRows[table, default: 0] > 0, "the demo should have planted \(table)")
        }
        #expect(rows(try status(server)) == copiedRows)

        let config = file.database.deletingPathExtension().path + "-config"
        let onFile = try file.run(["events", "show", "rushday-launch-party", "--format", "json"], environment: ["RUSHDAY_CONFIG_HOME": config])
        let onServer = try server.run(["events", "show", "rushday-launch-party", "--format", "json"], environment: ["RUSHDAY_CONFIG_HOME": config])
        #expect(onFile.status == 0 && onServer.status == 0, "\(onServer.stderr)")
        #expect(onFile.stdout == onServer.stdout)

        let back = try RushDayProcess(backend: .sqlite)
        let home = try server.run(["db", "copy", "--from", server.location, "--to", back.location])
        #expect(home.status == 0, "\(home.stderr)")
        #expect(home.stdout.contains("Copied"), "\(home.stdout)")
        #expect(try back.dump(excluding: ["grdb_migrations"]) == file.dump(excluding: ["grdb_migrations"]))
        // A scan made on the server after the copy is numbered after the copied ones.
        let session = ["RUSHDAY_CONFIG_HOME": config]
        #expect(try server.run(["tickets", "issue", "rushday-launch-party", "--type", "regular", "--name", "Late Arrival"],
                               environment: session).status == 0)
        let listed = try server.run(["tickets", "list", "rushday-launch-party", "--format", "json"], environment: session)
        let tickets = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        let code = try #require(tickets.first { $0["holder"] as? String == "Late Arrival" }?["code"] as? String)
        let scan = try server.run(["tickets", "checkin", "rushday-launch-party", code], environment: session)
        #expect(scan.status == 0 && scan.stdout.contains("admitted"), "\(scan.stdout) \(scan.stderr)")
        #expect(try server.rowCount("check_in_scans") == copiedRows["check_in_scans", default: 0] + 1)
    }

    @Test func copyRefusesATargetThatHoldsDataAndChangesNeither() throws {
        let file = try RushDayProcess(backend: .sqlite)
        try file.signUp("ada@example.org")
        let server = try RushDayProcess(backend: .postgres)
        try server.signUp("bob@example.org")
        let (source, target) = (try file.dump(), try server.dump())
        try server.run(["db", "copy", "--from", file.location, "--to", server.location])
            .expectFailure(65, mentioning: ["--to", "already holds data", "users"])
        #expect(try file.dump() == source)
        #expect(try server.dump() == target)
    }

    @Test func copyRefusesASourceThatIsNotThere() throws {
        let rushday = try RushDayProcess(backend: .postgres)
        let missing = rushday.root.appendingPathComponent("nothing.sqlite").path
        try rushday.run(["db", "copy", "--from", missing, "--to", rushday.location])
            .expectFailure(66, mentioning: ["--from", missing, "no rushday database"])
        #expect(!FileManager.default.fileExists(atPath: missing))
        #expect(try rushday.dump() == "<no database>")
    }
}
