import Foundation
import Testing

/// `rushday events log`: every command that changes an event leaves exactly one entry in its
/// log, naming who and from where, with no secret in it. The walk is checked against the whole
/// command tree (`--experimental-dump-help`): a command is either walked here, or said to change
/// no event's log (it only reads, or changes an account, the machine or a door's scans, which
/// keep their own record), so a new command cannot be left out unnoticed.
@Suite struct EventLogWalkTests {
    /// Commands that change no event's log, by what they do instead.
    static let unlogged: Set<String> = [
        // Reads
        "auth whoami", "events list", "events show", "events members list", "guests list", "guests show", "guests questions list",
        "guests export", "expenses budget show", "expenses show", "expenses list", "expenses summary", "expenses settle",
        "expenses export", "expenses receipt", "tickets types list", "tickets list", "tickets show", "tickets sheet", "tickets key export",
        "tickets verify", "tickets door list", "tickets door snapshot", "tickets conflicts", "agenda list", "agenda show",
        "agenda conflicts", "agenda export", "mail reminders", "mail outbox", "mail preview", "tasks list", "tasks show", "tasks mine",
        "tasks template list", "shifts roles list", "shifts list", "shifts show", "shifts volunteers list", "shifts hours", "events log",
        // An account's own, or the machine's
        "auth signup", "auth login", "auth logout", "auth rename", "auth email", "auth passwd", "mail setup", "mail test", "mail send",
        "tasks template remove", "db status", "db upgrade", "db copy", "db backup", "db restore", "serve", "demo",
        // A door's scans: each is kept with its door, time and direction (`tickets conflicts`, the dashboard)
        "tickets checkin", "tickets sync",
        // argument-parser's own
        "help",
    ]

    struct Step {
        let words: [String]
        let arguments: [String]
        var stdin: String?

        init(_ line: [String], words: Int, stdin: String? = nil) {
            self.words = Array(line.prefix(words))
            arguments = Array(line.dropFirst(words))
            self.stdin = stdin
        }

        var command: String { words.joined(separator: " ") }
    }

    static func entries(_ rushday: RushDayProcess, _ event: String = "gala") throws -> [[String: Any]] {
        let log = try rushday.run(["events", "log", event, "--format", "json"])
        try #require(log.status == 0, "events log \(event): \(log.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(log.stdout.utf8)) as? [[String: Any]])
    }

    static func json(_ rushday: RushDayProcess, _ arguments: [String]) throws -> Any {
        let outcome = try rushday.run(arguments + ["--format", "json"])
        try #require(outcome.status == 0, "\(arguments): \(outcome.stderr)")
        return try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
    }

    @Test func everyCommandThatChangesAnEventLeavesOneEntryAndNoSecret() throws {
        let rushday = try GalaEvent.withStaff()
        try rushday.signUp("olga@example.org")
        try rushday.logIn("ada@example.org")
        let folder = rushday.root
        try "name,email\nIda Import,ida@example.org\n".write(to: folder.appendingPathComponent("guests.csv"), atomically: true, encoding: .utf8)
        try "title,starts,ends,needs\nGate,2027-06-12T17:00,2027-06-12T19:00,\n".write(
            to: folder.appendingPathComponent("shifts.csv"), atomically: true, encoding: .utf8)
        try "name,email\nVic Import,vic@example.org\n".write(to: folder.appendingPathComponent("volunteers.csv"), atomically: true, encoding: .utf8)

        // Each step with how many of its words name the command; run in this order, each on what
        // the steps before it made.
        var steps: [Step] = [
            Step(["events", "update", "gala", "--venue", "Old Hall"], words: 2),
            Step(["events", "members", "add", "gala", "olga@example.org", "--role", "organizer"], words: 3),
            Step(["events", "members", "remove", "gala", "olga@example.org"], words: 3),
            Step(["events", "publish", "gala"], words: 2),
            Step(["guests", "questions", "add", "gala", "meal", "--kind", "choice", "--choice", "Fish", "--choice", "Vegan"], words: 3),
            Step(["guests", "questions", "update", "gala", "meal", "--prompt", "Your meal?"], words: 3),
            Step(["guests", "add", "gala", "Ann Lee", "--email", "ann@example.org", "--party", "2"], words: 2),
            Step(["guests", "add", "gala", "Bob Roe", "--email", "bob@example.org"], words: 2),
            Step(["guests", "update", "gala", "ann-lee", "--dietary", "vegan"], words: 2),
            Step(["guests", "rsvp", "gala", "ann-lee", "accepted"], words: 2),
            Step(["guests", "tag", "gala", "vip", "ann-lee"], words: 2),
            Step(["guests", "link", "gala", "bob-roe"], words: 2),
            Step(["guests", "links", "gala", "ann-lee"], words: 2),
            Step(["guests", "invite", "gala", "bob-roe"], words: 2),
            Step(["guests", "import", "gala", folder.appendingPathComponent("guests.csv").path], words: 2),
            Step(["guests", "remove", "gala", "bob-roe"], words: 2),
            Step(["guests", "questions", "remove", "gala", "meal", "--force"], words: 3),
            Step(["expenses", "budget", "set", "gala", "venue", "500"], words: 3),
            Step(["expenses", "add", "gala", "120", "--category", "venue", "--payee", "Hall", "--paid-by", "ada@example.org"], words: 2),
            Step(["expenses", "update", "gala", "1", "--note", "Deposit"], words: 2),
            Step(["expenses", "remove", "gala", "1"], words: 2),
            Step(["tickets", "types", "add", "gala", "Regular", "--price", "25.00", "--quota", "5"], words: 3),
            Step(["tickets", "types", "update", "gala", "regular", "--quota", "6"], words: 3),
            Step(["tickets", "types", "add", "gala", "Late", "--price", "10.00"], words: 3),
            Step(["tickets", "types", "remove", "gala", "late"], words: 3),
            Step(["tickets", "pools", "set", "gala", "house", "--quota", "8"], words: 3),
            Step(["tickets", "issue", "gala", "--type", "regular", "--guest", "ann-lee"], words: 2),
            Step(["tickets", "door", "add", "gala", "North"], words: 3),
            Step(["tickets", "door", "revoke", "gala", "North"], words: 3),
            Step(["agenda", "add", "gala", "Welcome", "--day", "1", "--starts", "19:00", "--ends", "19:30"], words: 2),
            Step(["agenda", "update", "gala", "welcome", "--room", "Hall"], words: 2),
            Step(["agenda", "remove", "gala", "welcome"], words: 2),
            Step(["tasks", "add", "gala", "Book the band"], words: 2),
            Step(["tasks", "update", "gala", "1", "--note", "Jazz"], words: 2),
            Step(["tasks", "done", "gala", "1"], words: 2),
            Step(["tasks", "undo", "gala", "1"], words: 2),
            Step(["tasks", "template", "save", "gala", "Party"], words: 3),
            Step(["tasks", "template", "apply", "gala", "Party"], words: 3),
            Step(["tasks", "remove", "gala", "1"], words: 2),
            Step(["shifts", "settings", "gala", "--no-show-limit", "3"], words: 2),
            Step(["shifts", "roles", "add", "gala", "Bar", "--needs-approval"], words: 3),
            Step(["shifts", "roles", "add", "gala", "Door"], words: 3),
            Step(["shifts", "roles", "remove", "gala", "Door"], words: 3),
            Step(["shifts", "add", "gala", "Bar", "--starts", "2027-06-12T18:00", "--ends", "2027-06-12T22:00", "--need", "Bar=2"], words: 2),
            Step(["shifts", "series", "gala", "Cloak", "--from", "2027-06-12T22:00", "--until", "2027-06-13T02:00", "--every", "2h",
                  "--length", "2h", "--need", "Bar=1"], words: 2),
            Step(["shifts", "import", "gala", folder.appendingPathComponent("shifts.csv").path], words: 2),
            Step(["shifts", "update", "gala", "1", "--place", "Tent"], words: 2),
            Step(["shifts", "volunteers", "add", "gala", "Eve Stone", "--email", "eve@example.org", "--role", "Bar"], words: 3),
            Step(["shifts", "volunteers", "import", "gala", folder.appendingPathComponent("volunteers.csv").path], words: 3),
            Step(["shifts", "volunteers", "approve", "gala", "eve@example.org", "Bar"], words: 3),
            Step(["shifts", "volunteers", "link", "gala", "eve@example.org"], words: 3),
            Step(["shifts", "assign", "gala", "1", "eve@example.org"], words: 2),
            Step(["shifts", "checkin", "gala", "1", "eve@example.org"], words: 2),
            Step(["shifts", "checkout", "gala", "1", "eve@example.org"], words: 2),
            Step(["shifts", "assign", "gala", "2", "eve@example.org"], words: 2),
            Step(["shifts", "unassign", "gala", "2", "eve@example.org"], words: 2),
            Step(["shifts", "cancel", "gala", "3"], words: 2),
            // Two shifts past, Eve on both and at neither: one excused, the other forgiven.
            Step(["shifts", "add", "gala", "Setup", "--starts", "2026-01-10T10:00", "--ends", "2026-01-10T12:00", "--need", "Bar=1"], words: 2),
            Step(["shifts", "add", "gala", "Teardown", "--starts", "2026-01-11T10:00", "--ends", "2026-01-11T12:00", "--need", "Bar=1"], words: 2),
            Step(["shifts", "assign", "gala", "5", "eve@example.org"], words: 2),
            Step(["shifts", "assign", "gala", "6", "eve@example.org"], words: 2),
            Step(["shifts", "excuse", "gala", "5", "eve@example.org"], words: 2),
            Step(["shifts", "volunteers", "forgive", "gala", "eve@example.org"], words: 3),
            Step(["mail", "remind", "gala", "--at", "2027-06-11T10:00"], words: 2),
        ]
        var seen = Set<String>()
        var logged = try Self.entries(rushday).count
        var actions: [String: String] = [:]
        func walk(_ step: Step) throws {
            let outcome = try rushday.run(step.words + step.arguments, stdin: step.stdin, environment: ["RUSHDAY_PUBLIC_URL": "https://rsvp.example.org"])
            try #require(outcome.status == 0, "\(step.command) \(step.arguments): \(outcome.stderr)")
            let entries = try Self.entries(rushday)
            #expect(entries.count == logged + 1, "\(step.command) left \(entries.count - logged) entries: \(entries.suffix(3))")
            if let last = entries.last, entries.count == logged + 1 {
                #expect(last["actor"] as? String == "ada@example.org" && last["via"] as? String == "cli", "\(step.command): \(last)")
                actions[step.command] = last["action"] as? String
            }
            logged = entries.count
            seen.insert(step.command)
        }
        for step in steps { try walk(step) }

        // What needs an id only the steps before could give.
        let reminders = try #require(try Self.json(rushday, ["mail", "reminders", "gala"]) as? [[String: Any]])
        let reminder = try #require(reminders.first?["id"] as? String)
        let ticket = try #require((try Self.json(rushday, ["tickets", "list", "gala"]) as? [[String: Any]])?.first?["reference"] as? String)
        try walk(Step(["mail", "cancel-reminder", "gala", String(reminder.prefix(8))], words: 2))
        try walk(Step(["tickets", "send", "gala", ticket], words: 2))
        let queued = try #require(try Self.json(rushday, ["mail", "outbox", "gala"]) as? [[String: Any]])
        let message = try #require(queued.last?["id"] as? String, "\(queued)")
        steps = [
            Step(["mail", "cancel", "gala", String(message.prefix(8))], words: 2),
            Step(["mail", "retry", "gala", String(message.prefix(8))], words: 2),
            Step(["tickets", "cancel", ticket], words: 2),
        ]
        for step in steps { try walk(step) }

        // A registration's decision needs one registered through the public page: see
        // RegistrationCommandTests, which reads their entries.
        seen.formUnion(["guests approve", "guests decline"])
        // A volunteer's code is read from their page, and scanned while their shift runs: see
        // VolunteerDoorScanTests, which reads its entry.
        seen.insert("shifts scan")

        // Events of their own: made, duplicated, cancelled, completed; deleted with its log.
        let created = try rushday.run(["events", "create", "Fair", "--starts", "2027-07-01T10:00", "--ends", "2027-07-01T18:00", "--timezone", "Europe/Berlin", "--handle", "fair"])
        #expect(created.status == 0, "\(created.stderr)")
        #expect(try Self.entries(rushday, "fair").map { $0["action"] as? String } == ["event.create"])
        #expect(try rushday.run(["events", "duplicate", "fair", "--starts", "2027-08-01T10:00", "--handle", "fair-2"]).status == 0)
        #expect(try Self.entries(rushday, "fair-2").count == 1)
        #expect(try rushday.run(["events", "cancel", "fair-2"]).status == 0)
        #expect(try rushday.run(["events", "publish", "fair"]).status == 0)
        #expect(try rushday.run(["events", "complete", "fair", "--force"]).status == 0)
        #expect(try Self.entries(rushday, "fair-2").map { $0["action"] as? String } == ["event.duplicate", "event.cancel"])
        #expect(try Self.entries(rushday, "fair").map { $0["action"] as? String } == ["event.create", "event.publish", "event.complete"])
        #expect(try rushday.run(["events", "delete", "fair-2", "--force"]).status == 0)
        #expect(try rushday.run(["events", "log", "fair-2"]).status != 0, "a deleted event has no log to read")
        seen.formUnion(["events create", "events duplicate", "events cancel", "events complete", "events delete"])
        #expect(try rushday.run(["tasks", "add", "fair", "Hire the tent"]).status == 0)
        try walk(Step(["tasks", "copy", "gala", "--from", "fair"], words: 2))

        // Every command is walked or said to change no log.
        let tree = Set(try CommandLineWalkTests.leaves().map { $0.words.joined(separator: " ") })
        let unclassified = tree.subtracting(seen).subtracting(Self.unlogged)
        #expect(unclassified.isEmpty, "commands neither walked nor said to change no log: \(unclassified.sorted())")

        // No secret: no link, token or password in any entry.
        let log = try rushday.run(["events", "log", "gala", "--format", "json"]).stdout
        #expect(!log.contains("rsvp.example.org") && !log.contains("correct horse"), "\(log)")
        #expect(Set(actions.values).count == actions.count, "two commands share an action: \(actions)")

        // One thing's changes: those whose target names it whole, a batch's included.
        let about = try #require(try Self.json(rushday, ["events", "log", "gala", "--about", "ann-lee"]) as? [[String: Any]])
        let all = try Self.entries(rushday)
        #expect(about.count == all.filter { ($0["target"] as? String)?.split(separator: " ").contains("ann-lee") == true }.count && about.count >= 4,
                "\(about)")
        #expect(about.contains { $0["action"] as? String == "guests.tag" }, "a batch naming her among others: \(about)")
    }

    @Test func theLogIsFilteredByTimeAndActorAndReadOnlyByOrganisers() throws {
        let rushday = try GalaEvent.withStaff()
        #expect(try rushday.run(["guests", "add", "gala", "Ann"]).status == 0)
        let all = try Self.entries(rushday)
        #expect(all.map { $0["action"] as? String } == ["event.create", "member.add", "guest.add"], "\(all)")
        #expect(try Self.entries(rushday).allSatisfy { ($0["at"] as? String)?.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d/) != nil },
                "instants in the event's zone with its offset")
        let byAda = try Self.json(rushday, ["events", "log", "gala", "--actor", "ADA@example.org"]) as? [[String: Any]]
        #expect(byAda?.count == all.count, "every entry is Ada's")
        #expect((try Self.json(rushday, ["events", "log", "gala", "--actor", "stan@example.org"]) as? [[String: Any]])?.isEmpty == true)
        #expect((try Self.json(rushday, ["events", "log", "gala", "--since", "2099-01-01T00:00"]) as? [[String: Any]])?.isEmpty == true)
        let badTime = try rushday.run(["events", "log", "gala", "--since", "yesterday"])
        #expect(badTime.status == 65 && badTime.stderr.contains("since"), "\(badTime.stderr)")
        let table = try rushday.run(["events", "log", "gala"])
        #expect(table.stdout.contains("guest.add") && table.stdout.contains("ada@example.org"), "\(table.stdout)")
        let csv = try rushday.run(["events", "log", "gala", "--format", "csv"])
        #expect(csv.stdout.hasPrefix("at,actor,via,action,target,changes"), "\(csv.stdout)")

        try rushday.logIn("stan@example.org")
        let refused = try rushday.run(["events", "log", "gala"])
        #expect(refused.status == 77 && refused.stderr.contains("read this event's log"), "\(refused.stderr)")
    }
}
