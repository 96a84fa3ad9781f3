import Foundation
import Testing

/// Doors through the binary, on both stores: door links made, listed and revoked (the secret
/// printed once and stored only as its digest), offline scans uploaded from a journal (once each
/// by nonce, however often the journal is sent), the conflicts two offline doors make, and
/// `checkin --offline` writing the journal that `sync` uploads.
@Suite struct DoorCommandsTests {
    static let publicURL = "http://127.0.0.1:8089"

    @Test(arguments: Backend.allCases) func aDoorLinkIsPrintedOnceStoredAsItsDigestListedAndRevoked(backend: Backend) throws {
        let rushday = try TicketedGala.owned(backend: backend)
        let added = try rushday.run(["tickets", "door", "add", "gala", "door-1", "--public-url", Self.publicURL])
        #expect(added.status == 0, "\(added.stderr)")
        let lines = added.stdout.split(separator: "\n").map(String.init)
        let link = try #require(lines.first)
        #expect(link.hasPrefix(Self.publicURL + "/d/") && !link.contains(" "), "\(added.stdout)")
        let secret = String(link.dropFirst(Self.publicURL.count + 3))
        #expect(secret.count >= 43, "a door secret of \(secret.count) characters")
        #expect(added.stdout.components(separatedBy: secret).count == 2 && !added.stderr.contains(secret), "the secret is printed more than once")

        let stored = try rushday.dump()
        #expect(!stored.contains(secret), "the store holds the door's secret")
        #expect(stored.contains(try Self.sha256(secret)), "the store holds no SHA-256 digest of the door's secret")

        let listed = try Self.json(rushday.run(["tickets", "door", "list", "gala", "--format", "json"])) as? [[String: Any]] ?? []
        #expect(listed.map { $0["name"] as? String } == ["door-1"] && listed.map { $0["state"] as? String } == ["open"], "\(listed)")
        #expect(listed.first.map { $0["revokedAt"] is NSNull } == true)
        let table = try rushday.run(["tickets", "door", "list", "gala"])
        #expect(table.status == 0 && table.stdout.contains("door-1") && !table.stdout.contains(secret))

        try rushday.run(["tickets", "door", "add", "gala", "door-1", "--public-url", Self.publicURL])
            .expectFailure(65, mentioning: ["name:", "door-1"])
        let revoked = try Self.json(rushday.run(["tickets", "door", "revoke", "gala", "door-1", "--format", "json"])) as? [String: Any]
        #expect(revoked?["state"] as? String == "revoked" && revoked?["revokedAt"] is String, "\(String(describing: revoked))")
        let after = try Self.json(rushday.run(["tickets", "door", "list", "gala", "--format", "json"])) as? [[String: Any]] ?? []
        #expect(after.map { $0["state"] as? String } == ["revoked"])
        // A revoked door's name may be given again, to a new link.
        let again = try rushday.run(["tickets", "door", "add", "gala", "door-1", "--public-url", Self.publicURL])
        #expect(again.status == 0 && !again.stdout.contains(secret), "\(again.stderr)")
        #expect(try rushday.rowCount("door_links") == 2)
    }

    @Test(arguments: Backend.allCases) func aDoorExpiringInThePastIsRefusedAndStoresNothing(backend: Backend) throws {
        let rushday = try TicketedGala.owned(backend: backend)
        let before = try rushday.dump(excluding: ["sessions"])
        try rushday.run(["tickets", "door", "add", "gala", "door-1", "--expires", "2020-01-01T10:00", "--public-url", Self.publicURL])
            .expectFailure(65, mentioning: ["expires:", "already past"])
        #expect(try rushday.dump(excluding: ["sessions"]) == before)
        let added = try Self.json(rushday.run(["tickets", "door", "add", "gala", "door-2", "--expires", "2099-01-01T10:00",
                                               "--public-url", Self.publicURL, "--format", "json"])) as? [String: Any]
        #expect(added?["expiresAt"] as? String == "2099-01-01T10:00:00+01:00" && added?["name"] as? String == "door-2", "\(String(describing: added))")
        #expect((added?["link"] as? String)?.hasPrefix(Self.publicURL + "/d/") == true)
    }

    @Test(arguments: Backend.allCases) func aJournalSyncedTwiceRecordsEachScanOnce(backend: Backend) throws {
        let rushday = try TicketedGala.owned(backend: backend)
        try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Crowd", "--count", "3"])
        let codes = try TicketedGala.codes(rushday)
        let start = Date().addingTimeInterval(-600)
        let journal = try Self.journal(in: rushday, "door-3", codes.enumerated().map { index, code in
            (nonce: "nonce-door-3-\(index)", code: code, direction: "entry", at: start.addingTimeInterval(Double(index)))
        })
        let first = try Self.json(rushday.run(["tickets", "sync", "gala", journal.path, "--device", "door-3", "--format", "json"])) as? [String: Any]
        #expect(first?["recorded"] as? Int == 3 && first?["duplicates"] as? Int == 0 && first?["refused"] as? Int == 0
                && first?["conflicts"] as? Int == 0, "\(String(describing: first))")
        let results = first?["results"] as? [[String: Any]] ?? []
        #expect(results.map { $0["nonce"] as? String } == ["nonce-door-3-0", "nonce-door-3-1", "nonce-door-3-2"])
        #expect(results.allSatisfy { $0["result"] as? String == "recorded" && $0["reason"] is NSNull })
        let second = try Self.json(rushday.run(["tickets", "sync", "gala", journal.path, "--device", "door-3", "--format", "json"])) as? [String: Any]
        #expect(second?["recorded"] as? Int == 0 && second?["duplicates"] as? Int == 3, "\(String(describing: second))")
        #expect(try rushday.rowCount("check_in_scans") == 3)
        #expect(try Self.checkedInNow(rushday) == "3")
        // Online, the door's scans count: each ticket is inside.
        try rushday.run(["tickets", "checkin", "gala", codes[0]]).expectFailure(65, mentioning: ["already checked in at", "by door-3"])
    }

    @Test(arguments: Backend.allCases) func aForgedScanInAJournalIsRefusedAndTheRestRecorded(backend: Backend) throws {
        let rushday = try TicketedGala.owned(backend: backend)
        try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Bob"])
        let code = try #require(try TicketedGala.codes(rushday).first)
        var tampered = Array(code)
        tampered[80] = tampered[80] == "7" ? "8" : "7"
        let at = Date().addingTimeInterval(-60)
        let journal = try Self.journal(in: rushday, "door-4", [(nonce: "forged-scan-1", code: String(tampered), direction: "entry", at: at),
                                                               (nonce: "honest-scan-1", code: code, direction: "entry", at: at)])
        let synced = try rushday.run(["tickets", "sync", "gala", journal.path, "--device", "door-4", "--format", "json"])
        #expect(synced.status == 65, "\(synced.stderr)")
        let answer = try Self.json(synced) as? [String: Any]
        #expect(answer?["recorded"] as? Int == 1 && answer?["refused"] as? Int == 1, "\(String(describing: answer))")
        let results = answer?["results"] as? [[String: Any]] ?? []
        #expect(results.map { $0["result"] as? String } == ["refused", "recorded"])
        #expect((results.first?["reason"] as? String)?.contains("tampered") == true, "\(results)")
        #expect(try rushday.rowCount("check_in_scans") == 1)
    }

    @Test(arguments: Backend.allCases) func twoOfflineDoorsAdmittingTheSameTicketsAreConflictsCountedOnce(backend: Backend) throws {
        let rushday = try TicketedGala.owned(backend: backend)
        try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Crowd", "--count", "3"])
        let codes = try TicketedGala.codes(rushday)
        let start = Date().addingTimeInterval(-600)
        let shared = Array(codes.prefix(2))
        let doorA = try Self.journal(in: rushday, "door-a", shared.enumerated().map { index, code in
            (nonce: "door-a-scan-\(index)", code: code, direction: "entry", at: start.addingTimeInterval(Double(index)))
        })
        let doorB = try Self.journal(in: rushday, "door-b", (shared + [codes[2]]).enumerated().map { index, code in
            (nonce: "door-b-scan-\(index)", code: code, direction: "entry", at: start.addingTimeInterval(60 + Double(index)))
        })
        #expect(try rushday.run(["tickets", "sync", "gala", doorA.path, "--device", "door-a"]).status == 0)
        let second = try Self.json(rushday.run(["tickets", "sync", "gala", doorB.path, "--device", "door-b", "--format", "json"])) as? [String: Any]
        #expect(second?["recorded"] as? Int == 3 && second?["conflicts"] as? Int == 2, "\(String(describing: second))")

        let listed = try Self.json(rushday.run(["tickets", "conflicts", "gala", "--format", "json"])) as? [String: Any]
        #expect(listed?["event"] as? String == "gala")
        let conflicts = listed?["conflicts"] as? [[String: Any]] ?? []
        #expect(conflicts.count == 2, "\(conflicts)")
        #expect(conflicts.allSatisfy { $0["kind"] as? String == "admitted-twice" && $0["device"] as? String == "door-b"
                && $0["firstDevice"] as? String == "door-a" && $0["firstAt"] is String && $0["cancelledAt"] is NSNull && $0["holder"] as? String == "Crowd" },
                "\(conflicts)")
        let tickets = try rushday.run(["tickets", "list", "gala", "--format", "json"])
        let references = (try JSONSerialization.jsonObject(with: Data(tickets.stdout.utf8)) as? [[String: Any]] ?? [])
            .filter { shared.contains($0["code"] as? String ?? "") }.compactMap { $0["reference"] as? String }
        #expect(Set(conflicts.compactMap { $0["ticket"] as? String }) == Set(references))
        #expect(try Self.checkedInNow(rushday) == "3", "a ticket let in by two doors counts once")
        let shown = try rushday.run(["events", "show", "gala"])
        #expect(shown.stdout.contains("Door conflicts"), "\(shown.stdout)")
    }

    @Test(arguments: Backend.allCases) func anEntryAfterCancellationIsAConflict(backend: Backend) throws {
        let rushday = try TicketedGala.owned(backend: backend)
        let issued = try Self.json(rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Bob", "--format", "json"])) as? [[String: Any]]
        let ticket = try #require(issued?.first)
        let reference = try #require(ticket["reference"] as? String), code = try #require(ticket["code"] as? String)
        #expect(try rushday.run(["tickets", "cancel", reference]).status == 0)
        let journal = try Self.journal(in: rushday, "door-5", [(nonce: "late-entry-01", code: code, direction: "entry", at: Date())])
        let synced = try Self.json(rushday.run(["tickets", "sync", "gala", journal.path, "--device", "door-5", "--format", "json"])) as? [String: Any]
        #expect(synced?["recorded"] as? Int == 1 && synced?["conflicts"] as? Int == 1, "\(String(describing: synced))")
        let conflicts = (try Self.json(rushday.run(["tickets", "conflicts", "gala", "--format", "json"])) as? [String: Any])?["conflicts"] as? [[String: Any]] ?? []
        #expect(conflicts.count == 1 && conflicts.first?["kind"] as? String == "after-cancellation"
                && conflicts.first?["cancelledAt"] is String && conflicts.first?["ticket"] as? String == reference, "\(conflicts)")
    }

    @Test(arguments: Backend.allCases) func anOfflineCheckinWritesTheJournalSyncUploads(backend: Backend) throws {
        let rushday = try TicketedGala.owned(backend: backend)
        try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Crowd", "--count", "4"])
        let tickets = try Self.json(rushday.run(["tickets", "list", "gala", "--format", "json"])) as? [[String: Any]] ?? []
        let codes = tickets.compactMap { $0["code"] as? String }
        let cancelled = try #require(tickets.last?["reference"] as? String)
        #expect(try rushday.run(["tickets", "cancel", cancelled]).status == 0)
        let key = rushday.root.appendingPathComponent("gala.key"), list = rushday.root.appendingPathComponent("gala.door.json")
        try rushday.run(["tickets", "key", "export", "gala"]).stdout.write(to: key, atomically: true, encoding: .utf8)
        let snapshot = try rushday.run(["tickets", "door", "snapshot", "gala"])
        #expect(snapshot.status == 0, "\(snapshot.stderr)")
        try snapshot.stdout.write(to: list, atomically: true, encoding: .utf8)

        // No database, no session: the door has the key, the list and its journal.
        let door = ["RUSHDAY_DATABASE": rushday.root.appendingPathComponent("nowhere/none.sqlite").path,
                    "RUSHDAY_CONFIG_HOME": rushday.root.appendingPathComponent("nowhere").path]
        let journal = rushday.root.appendingPathComponent("door-3.jsonl")
        let offline = ["tickets", "checkin", "gala", "--stdin", "--offline", "--key", key.path, "--list", list.path,
                       "--journal", journal.path, "--format", "json"]
        let input = [codes[0], codes[1], codes[3], codes[0], "not a code", codes[2]].joined(separator: "\n") + "\n"
        let scanned = try rushday.run(offline, stdin: input, environment: door)
        #expect(scanned.status == 65, "\(scanned.stderr)")
        let scans = (try Self.json(scanned) as? [String: Any])?["scans"] as? [[String: Any]] ?? []
        #expect(scans.map { $0["result"] as? String } == ["admitted", "admitted", "refused", "refused", "refused", "admitted"], "\(scans)")
        #expect((scans[2]["reason"] as? String)?.contains("cancelled") == true, "\(scans[2])")
        #expect((scans[3]["reason"] as? String)?.contains("already") == true, "\(scans[3])")
        #expect(!FileManager.default.fileExists(atPath: door["RUSHDAY_DATABASE"]!))
        let permissions = try FileManager.default.attributesOfItem(atPath: journal.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        let lines = try String(contentsOf: journal, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3, "\(lines)")

        // Started again, the door remembers whom its journal let in.
        let restarted = try rushday.run(offline, stdin: codes[1] + "\n", environment: door)
        #expect(restarted.status == 65 && restarted.stdout.contains("already"), "\(restarted.stdout)")

        let synced = try Self.json(rushday.run(["tickets", "sync", "gala", journal.path, "--device", "door-3", "--format", "json"])) as? [String: Any]
        #expect(synced?["recorded"] as? Int == 3 && synced?["refused"] as? Int == 0, "\(String(describing: synced))")
        #expect(try rushday.rowCount("check_in_scans") == 3)
        #expect(try Self.checkedInNow(rushday) == "3")
    }

    /// A journal of `scans` in the test's folder, one JSON line each as `checkin --offline` writes them.
    static func journal(in rushday: RushDayProcess, _ name: String,
                        _ scans: [(nonce: String, code: String, direction: String, at: Date)]) throws -> URL {
        let file = rushday.root.appendingPathComponent("\(name).jsonl")
        let lines = try scans.map { scan in
            let line: [String: String] = ["nonce": scan.nonce, "code": scan.code, "direction": scan.direction,
                                          "at": scan.at.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))]
            return String(decoding: try JSONSerialization.data(withJSONObject: line, options: [.sortedKeys]), as: UTF8.self)
        }
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    static func json(_ outcome: RushDayProcess.Outcome) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
    }

    /// The dashboard's "Checked in now", as `events show --format json` gives it.
    static func checkedInNow(_ rushday: RushDayProcess) throws -> String? {
        let shown = try json(rushday.run(["events", "show", "gala", "--format", "json"])) as? [String: Any]
        let sections = shown?["dashboard"] as? [[String: Any]] ?? []
        let items = sections.first { $0["key"] as? String == "tickets" }?["items"] as? [[String: String]] ?? []
        return items.first { $0["label"] == "Checked in now" }?["value"]
    }

    /// The hex SHA-256 digest of `text`, by coreutils' sha256sum: the store's digest, computed outside rushday.
    static func sha256(_ text: String) throws -> String {
        let outcome = try Shell.run("/usr/bin/env", ["sha256sum"], stdin: Data(text.utf8), environment: ProcessInfo.processInfo.environment)
        return String(outcome.stdout.prefix(64))
    }
}
