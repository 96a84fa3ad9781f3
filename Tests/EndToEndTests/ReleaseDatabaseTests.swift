import Foundation
import GRDB
import Testing

/// Databases made by the release before the schema was written once for both stores (d371d52:
/// `rushday demo`, one scan at the door, then `db copy` to PostgreSQL), kept as the dumps in
/// `Fixtures/ReleaseBeforeIssue18` with what that release answered: this build opens them, reads
/// them as the release did, and writes to them, on both stores.
@Suite struct ReleaseDatabaseTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ReleaseBeforeIssue18")
    static let event = "rushday-launch-party"
    static let outputs = ["events-show", "guests-list", "tickets-list", "expenses-list", "agenda-list"]

    func restored(_ backend: Backend, signIn: Bool = true) throws -> RushDayProcess {
        let rushday = try RushDayProcess(backend: backend)
        switch backend {
        case .sqlite:
            let dump = try String(contentsOf: Self.fixtures.appendingPathComponent("sqlite.sql"), encoding: .utf8)
            try FileManager.default.createDirectory(at: rushday.database.deletingLastPathComponent(), withIntermediateDirectories: true)
            let queue = try DatabaseQueue(path: rushday.database.path)
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: dump)
                try db.execute(sql: "PRAGMA journal_mode = WAL")
            }
            try queue.close()
        case .postgres:
            let server = try #require(rushday.server)
            let schema = try #require(rushday.location.split(separator: "schema=").last?.split(separator: "&").first)
            let dump = try String(contentsOf: Self.fixtures.appendingPathComponent("postgres.sql"), encoding: .utf8)
            try server.psql(dump.replacingOccurrences(of: "release_fixture", with: String(schema)))
        }
        guard signIn else { return rushday }
        let signedIn = try rushday.logIn("ada@demo.rushday.example", password: "demo-exyIdt2zL-VH")
        #expect(signedIn.status == 0, "\(signedIn.stderr)")
        return rushday
    }

    /// A user who upgrades rushday: `db status` says the database is behind and changes
    /// nothing; the first command that opens it, even one that only reads, upgrades it and
    /// says so once on stderr; later ones say nothing.
    @Test(arguments: Backend.allCases) func theFirstCommandUpgradesAnOlderDatabaseSayingSoOnce(backend: Backend) throws {
        let rushday = try restored(backend, signIn: false)
        let status = try rushday.run(["db", "status", "--format", "json"])
        let before = try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any] ?? [:]
        let version = try #require(before["schemaVersion"] as? String)
        #expect(before["upToDate"] as? Bool == false && status.stderr.isEmpty, "\(status.stdout)\(status.stderr)")
        #expect(try rushday.run(["db", "status", "--format", "json"]).stdout == status.stdout, "inspecting upgrades nothing")

        // The first command that opens the store says it (on SQLite `whoami` opens it; on a
        // server, whose connection is made when first needed, the sign-in does), and no other.
        let whoami = try rushday.run(["auth", "whoami"])
        let signedIn = try rushday.logIn("ada@demo.rushday.example", password: "demo-exyIdt2zL-VH")
        let listed = try rushday.run(["events", "list"])
        #expect(signedIn.status == 0 && listed.status == 0, "\(signedIn.stderr)\(listed.stderr)")
        let said = whoami.stderr + signedIn.stderr + listed.stderr
        #expect(said.split(separator: "\n").contains { $0.hasPrefix("rushday: upgraded the database at ") && $0.hasSuffix(" from schema \(version) to changes-1") },
                "\(said)")
        #expect(said.components(separatedBy: "upgraded the database").count == 2, "said once: \(said)")
        #expect(backend == .postgres || whoami.stderr.contains("upgraded the database"), "a command that only reads upgrades it")
        let upgrade = try rushday.run(["db", "upgrade"])
        #expect(upgrade.status == 0 && upgrade.stdout.contains("is at schema changes-1, this rushday's: nothing to upgrade"), "\(upgrade.stdout)")
    }

    /// A file its user may only read is read through a refusal naming `db upgrade` (and left as
    /// it was); `db status` still answers; `db upgrade` where it may be written upgrades it.
    @Test func anOlderFileThatMayOnlyBeReadNamesTheUpgrade() throws {
        let rushday = try restored(.sqlite, signIn: false)
        let bytes = try Data(contentsOf: rushday.database)
        let refused = try runAsOrdinaryUser(rushday, ["events", "list"], readOnlyDatabase: true)
        refused.expectFailure(69, mentioning: ["older schema", "cannot be upgraded here", "rushday db upgrade"])
        let status = try runAsOrdinaryUser(rushday, ["db", "status", "--format", "json"], readOnlyDatabase: true)
        #expect(status.status == 0 && status.stdout.contains("\"upToDate\" : false"), "\(status.stdout)\(status.stderr)")
        #expect(try Data(contentsOf: rushday.database) == bytes)

        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: rushday.database.path)
        let upgrade = try rushday.run(["db", "upgrade", "--format", "json"])
        #expect(upgrade.status == 0, "\(upgrade.stderr)")
        let answer = try JSONSerialization.jsonObject(with: Data(upgrade.stdout.utf8)) as? [String: Any] ?? [:]
        #expect(answer["upgraded"] as? Bool == true && answer["to"] as? String == "changes-1", "\(upgrade.stdout)")
        #expect(!upgrade.stderr.contains("upgraded the database"), "db upgrade says it in its own output only")
    }

    /// Keys the JSON gained since the release (issue 20), each on a line of its own and never
    /// last in its object, with the value every row the release wrote holds for them.
    static let addedSince: Set<String> = [#""rsvpClosesAt" : null,"#, #""guestPages" : true,"#, #""notify" : "off","#, #""answeredAt" : null,"#,
                                          #""answeredVia" : null,"#, #""unsubscribedAt" : null,"#, #""receiptFile" : null,"#,
                                          #""registration" : "closed","#, #""registrationClosesAt" : null,"#, #""registrationParty" : 0,"#]

    /// The answer without the keys added since, byte for byte what the release printed otherwise.
    static func withoutAddedKeys(_ json: String) -> String {
        json.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !addedSince.contains($0.trimmingCharacters(in: .whitespaces)) }
            .joined(separator: "\n")
    }

    @Test(arguments: Backend.allCases) func answersWhatTheReleaseAnswered(backend: Backend) throws {
        let rushday = try restored(backend)
        for output in Self.outputs {
            let command = output.split(separator: "-").map(String.init)
            let outcome = try rushday.run(command + [Self.event, "--format", "json"])
            let expected = try String(contentsOf: Self.fixtures.appendingPathComponent("\(output).json"), encoding: .utf8)
            #expect(outcome.status == 0, "\(output): \(outcome.stderr)")
            #expect(Self.withoutAddedKeys(outcome.stdout) == expected, "\(output) differs from the release's answer")
        }
    }

    @Test(arguments: Backend.allCases) func writesWhereTheReleaseLeftOff(backend: Backend) throws {
        let rushday = try restored(backend)
        let status = try rushday.run(["db", "status", "--format", "json"])
        let schema = try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any] ?? [:]
        #expect(schema["upToDate"] as? Bool == true && schema["schemaVersion"] as? String == "changes-1", "\(status.stdout)")

        let added = try rushday.run(["guests", "add", Self.event, "Grace Hopper", "--email", "grace@example.org"])
        #expect(added.status == 0, "\(added.stderr)")
        // The heads the release's guests accepted were counted by the upgrade: with the capacity
        // set to them, Grace waits; one place more lets her in.
        let guests = try JSONSerialization.jsonObject(with: Data(try rushday.run(["guests", "list", Self.event, "--format", "json"]).stdout.utf8)) as? [[String: Any]] ?? []
        let accepted = guests.filter { $0["status"] as? String == "accepted" }.compactMap { $0["heads"] as? Int }.reduce(0, +)
        #expect(accepted > 0)
        // The upgrade keyed the release's guests for the list's search and counted them per status.
        let someone = try #require(guests.first { $0["handle"] as? String != "grace-hopper" })
        let name = try #require(someone["name"] as? String)
        let found = try JSONSerialization.jsonObject(with: Data(try rushday.run(["guests", "list", Self.event, "--search", name.uppercased(), "--format", "json"]).stdout.utf8)) as? [[String: Any]] ?? []
        #expect(found.contains { $0["handle"] as? String == someone["handle"] as? String }, "\(name)")
        let acceptedRows = try JSONSerialization.jsonObject(with: Data(try rushday.run(["guests", "list", Self.event, "--status", "accepted", "--limit", "1000", "--format", "json"]).stdout.utf8)) as? [[String: Any]] ?? []
        #expect(acceptedRows.count == guests.filter { $0["status"] as? String == "accepted" }.count)
        #expect(try rushday.run(["events", "update", Self.event, "--capacity", "\(accepted)"]).status == 0)
        let waiting = try rushday.run(["guests", "rsvp", Self.event, "grace-hopper", "accepted"])
        #expect(waiting.status == 0 && waiting.stdout.contains("Waitlisted: grace-hopper needs 1 place, none of the \(accepted) is left"), "\(waiting.stdout)")
        let roomier = try rushday.run(["events", "update", Self.event, "--capacity", "\(accepted + 1)"])
        #expect(roomier.status == 0 && roomier.stdout.contains("grace-hopper"), "\(roomier.stdout)")
        let taken = try rushday.run(["guests", "add", Self.event, "Alan Again", "--email", "alan@demo.rushday.example"])
        #expect(taken.status == 65 && taken.stderr.contains("already on this event's guest list"), "\(taken.stderr)")

        let listed = try rushday.run(["tickets", "list", Self.event, "--format", "json"])
        let tickets = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        let codes = tickets.compactMap { $0["code"] as? String }
        #expect(codes.count > 2)
        let again = try rushday.run(["tickets", "checkin", Self.event, codes[0]])
        #expect(again.status == 65 && again.stderr.contains("already checked in"), "the release's scan should hold: \(again.stderr)")
        let next = try rushday.run(["tickets", "checkin", Self.event, codes[1]])
        #expect(next.status == 0 && next.stdout.contains("admitted"), "\(next.stdout) \(next.stderr)")
        #expect(try rushday.rowCount("check_in_scans") == 2)

        let copy = try RushDayProcess(backend: .sqlite)
        let copied = try rushday.run(["db", "copy", "--from", rushday.location, "--to", copy.location])
        #expect(copied.status == 0, "\(copied.stderr)")
        #expect(try copy.rowCount("guests") == rushday.rowCount("guests"))
        #expect(try copy.rowCount("guest_heads") == rushday.rowCount("guest_heads"), "the copy's triggers count its guests again")
        #expect(try copy.rowCount("guest_counts") == rushday.rowCount("guest_counts"))
    }
}
