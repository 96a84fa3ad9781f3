import Foundation
import Testing

/// Custom RSVP questions and guests' answers through the built binary: the flow, bad input for
/// each questions command and for --answer, and the JSON and CSV shapes.
@Suite struct GuestQuestionsTests {
    /// Ada (signed in) owns "gala", which asks meal (choice), shuttle (yes-no) and song (text).
    func gala() throws -> RushDayProcess {
        let rushday = try GalaEvent.owned(capacity: 4)
        for question in [["meal", "--kind", "choice", "--choice", "Fish", "--choice", "Vegan 🌱", "--prompt", "What do you eat?"],
                         ["shuttle", "--kind", "yes-no"], ["song", "--kind", "text"]] {
            let added = try rushday.run(["guests", "questions", "add", "gala"] + question)
            #expect(added.status == 0, "\(added.stderr)")
        }
        return rushday
    }

    func json(_ outcome: RushDayProcess.Outcome) throws -> Any {
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
    }

    @Test func askAnswerShowClearAndRemove() throws {
        let rushday = try gala()
        let added = try json(rushday.run(["guests", "add", "gala", "Ann", "--answer", "meal=vegan 🌱", "--answer", "SHUTTLE=Y",
                                          "--answer", "song=Ça ira, \"live\"", "--format", "json"]))
        let ann = try #require((added as? [String: Any])?["guest"] as? [String: Any])
        #expect(ann["answers"] as? [String: String] == ["meal": "Vegan 🌱", "shuttle": "yes", "song": "Ça ira, \"live\""])
        try rushday.run(["guests", "add", "gala", "Bob"])
        let bob = try #require((try json(rushday.run(["guests", "show", "gala", "bob", "--format", "json"]))) as? [String: Any])
        #expect(bob["answers"] as? [String: String] == [:])

        let show = try rushday.run(["guests", "show", "gala", "ann"])
        #expect(show.stdout.contains("Vegan 🌱") && show.stdout.contains("shuttle") && show.stdout.contains("Ça ira"), "\(show.stdout)")

        #expect(try rushday.run(["guests", "update", "gala", "ann", "--answer", "song=", "--answer", "shuttle=false"]).status == 0)
        let list = try #require(try json(rushday.run(["guests", "list", "gala", "--format", "json"])) as? [[String: Any]])
        #expect(list.map { $0["answers"] as? [String: String] } == [["meal": "Vegan 🌱", "shuttle": "no"], [:]])

        let questions = try #require(try json(rushday.run(["guests", "questions", "list", "gala", "--format", "json"])) as? [[String: Any]])
        #expect(questions.map { $0["key"] as? String } == ["meal", "shuttle", "song"])
        #expect(questions.map { $0["answers"] as? Int } == [1, 1, 0])
        #expect(questions[0]["choices"] as? [String] == ["Fish", "Vegan 🌱"])
        #expect(questions[0]["prompt"] as? String == "What do you eat?")
        #expect(questions[1]["prompt"] is NSNull)
        #expect(questions[1]["kind"] as? String == "yes-no")

        #expect(try rushday.run(["guests", "questions", "remove", "gala", "song"]).status == 0)
        let forced = try rushday.run(["guests", "questions", "remove", "gala", "meal", "--force"])
        #expect(forced.stdout.contains("1 answer"), "\(forced.stdout)")
        let after = try #require(try json(rushday.run(["guests", "show", "gala", "ann", "--format", "json"])) as? [String: Any])
        #expect(after["answers"] as? [String: String] == ["shuttle": "no"])
        #expect(try rushday.run(["guests", "remove", "gala", "ann"]).status == 0)
        #expect(try rushday.run(["events", "delete", "gala"]).status == 0)
        #expect(try rushday.rowCount("guest_questions") == 0)
    }

    /// Python's csv module is the outside judge: one column per question after the fixed ones,
    /// headed by the key, blank where unanswered, quoting that survives commas and quotes.
    @Test func csvHasOneColumnPerQuestionAfterTheFixedOnes() throws {
        let rushday = try gala()
        try rushday.run(["guests", "add", "gala", "Ann", "--answer", "song=Ça ira, \"live\"", "--answer", "meal=fish"])
        try rushday.run(["guests", "add", "gala", "Bob", "--answer", "shuttle=yes"])
        let csv = try rushday.run(["guests", "list", "gala", "--format", "csv"])
        #expect(csv.status == 0, "\(csv.stderr)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("questions-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("guests.csv")
        try Data(csv.stdout.utf8).write(to: file)
        let script = """
            import csv, json, sys
            with open(sys.argv[1], newline='', encoding='utf-8') as f:
                rows = list(csv.reader(f))
            print(json.dumps(rows))
            """
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", script, file.path]
        let output = Pipe()
        python.standardOutput = output
        try python.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        python.waitUntilExit()
        let rows = try #require(try JSONSerialization.jsonObject(with: data) as? [[String]])
        #expect(rows.first == ["handle", "name", "email", "phone", "party", "plusOnes", "heads", "status", "statusChangedAt",
                               "tags", "dietary", "note", "createdAt", "updatedAt", "meal", "shuttle", "song"])
        #expect(rows.dropFirst().map { Array($0.suffix(3)) } == [["Fish", "", "Ça ira, \"live\""], ["", "yes", ""]])
        let rsvp = try rushday.run(["guests", "rsvp", "gala", "bob", "accepted", "--format", "csv"])
        #expect(rsvp.stdout.hasPrefix(csv.stdout.prefix { $0 != "\n" } + "\n"), "\(rsvp.stdout)")
    }

    @Test func badInputIsOneLineWithItsExitCodeAndChangesNothing() throws {
        let rushday = try gala()
        try rushday.run(["guests", "add", "gala", "Ann", "--answer", "meal=fish"])
        // Every row of every table, not the file's bytes: opening for writing bumps SQLite's
        // header counters even when the command then refuses (so on main for every command).
        let before = try rushday.dump()
        let add = ["guests", "questions", "add", "gala"]
        let cases: [([String], Int32, [String])] = [
            (add + ["Meal!", "--kind", "text"], 65, ["key", "handle"]),
            (add + ["name", "--kind", "text"], 65, ["key", "name"]),
            (add + ["meal", "--kind", "text"], 65, ["key", "meal", "already"]),
            (add + ["size", "--kind", "number"], 64, ["kind", "yes-no"]),
            (add + ["size"], 64, ["kind"]),
            (add + ["size", "--kind", "choice", "--choice", "S"], 65, ["--choice", "two"]),
            (add + ["size", "--kind", "choice", "--choice", "S", "--choice", "s"], 65, ["--choice", "twice"]),
            (add + ["size", "--kind", "choice", "--choice", "S", "--choice", " "], 65, ["--choice", "blank"]),
            (add + ["size", "--kind", "text", "--choice", "S"], 65, ["--choice", "choice"]),
            (add + ["size", "--kind", "text", "--prompt", " "], 65, ["--prompt", "blank"]),
            (add + ["size", "--kind", "text", "--prompt", "a\u{202E}b"], 65, ["--prompt", "invisible"]),
            (add + ["nope", "--kind", "text", "--event", "x"], 64, ["event"]),
            (["guests", "questions", "add", "nope", "size", "--kind", "text"], 65, ["event", "nope"]),
            (["guests", "questions", "remove", "gala", "meal"], 65, ["--force", "1 guest", "meal"]),
            (["guests", "questions", "remove", "gala", "dessert"], 65, ["key", "dessert"]),
            (["guests", "questions", "list", "nope"], 65, ["event", "nope"]),
            (["guests", "questions", "list", "gala", "--format", "xml"], 64, ["format"]),
            (["guests", "add", "gala", "Bo", "--answer", "meal"], 65, ["--answer", "KEY=VALUE"]),
            (["guests", "add", "gala", "Bo", "--answer", "dessert=cake"], 65, ["--answer", "dessert", "meal, shuttle, song"]),
            (["guests", "add", "gala", "Bo", "--answer", "meal=beef"], 65, ["--answer", "beef", "Fish, Vegan 🌱"]),
            (["guests", "add", "gala", "Bo", "--answer", "shuttle=maybe"], 65, ["--answer", "yes or no"]),
            (["guests", "add", "gala", "Bo", "--answer", "song=a\u{7}b"], 65, ["--answer", "control"]),
            (["guests", "add", "gala", "Bo", "--answer", "song="], 65, ["--answer", "blank"]),
            (["guests", "add", "gala", "Bo", "--answer", "meal=fish", "--answer", "MEAL=vegan 🌱"], 65, ["--answer", "twice"]),
            (["guests", "update", "gala", "ann", "--answer", "meal=fish"], 65, ["nothing to change"]),
            (["guests", "update", "gala", "ann", "--answer", "song=" + String(repeating: "x", count: 201)], 65, ["--answer", "200"]),
        ]
        for (arguments, code, fragments) in cases {
            try rushday.run(arguments).expectFailure(code, mentioning: fragments)
        }
        #expect(try rushday.dump() == before)
    }

    /// A file written before questions existed (migration "guests-2" taken back out by Python's
    /// sqlite3) keeps its guests: the first command that writes upgrades it, and they have no
    /// answers.
    @Test func aGuestListFromBeforeQuestionsIsUpgradedByTheFirstWrite() throws {
        let rushday = try GalaEvent.owned(capacity: 4)
        #expect(try rushday.run(["guests", "add", "gala", "Ann"]).status == 0)
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            db.executescript("DROP TABLE guest_questions; ALTER TABLE guests DROP COLUMN answers; DELETE FROM grdb_migrations WHERE identifier = 'guests-2';")
            db.close()
            """, rushday.database.path]
        try python.run()
        python.waitUntilExit()
        #expect(python.terminationStatus == 0)

        #expect(try rushday.run(["guests", "questions", "add", "gala", "meal", "--kind", "text"]).status == 0)
        let ann = try #require(try json(rushday.run(["guests", "show", "gala", "ann", "--format", "json"])) as? [String: Any])
        #expect(ann["answers"] as? [String: String] == [:])
        #expect(try rushday.run(["guests", "update", "gala", "ann", "--answer", "meal=soup"]).status == 0)
    }

    @Test func staffReadQuestionsOrganizersChangeThem() throws {
        let rushday = try gala()
        try rushday.signUp("stan@example.org")
        try rushday.logIn("ada@example.org")
        try rushday.run(["events", "members", "add", "gala", "stan@example.org", "--role", "staff"])
        try rushday.logIn("stan@example.org")
        #expect(try rushday.run(["guests", "questions", "list", "gala"]).stdout.contains("shuttle"))
        try rushday.run(["guests", "questions", "add", "gala", "size", "--kind", "text"]).expectFailure(77, mentioning: ["role"])
        try rushday.run(["guests", "questions", "remove", "gala", "song"]).expectFailure(77, mentioning: ["role"])
    }
}
