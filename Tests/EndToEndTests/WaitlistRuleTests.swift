import DomainTestSupport
import Foundation
import Testing

/// The waitlist rule as a user meets it, on both stores: random sequences of every command that
/// takes or frees places (`guests add | rsvp | update --party | remove | import --on-duplicate
/// update`, `events update --capacity`) against a model of the rule in Packages/Guests/README.md written here, apart
/// from rushday's code. After each command the parties it reports promoted, and every guest's
/// status, must be the model's.
struct WaitlistRuleTests {
    /// The rule (Packages/Guests/README.md, "Capacity counts heads"): capacity counts heads; an acceptance that does not fit whole waits;
    /// after every change the line is served oldest first while the next party fits whole.
    struct Model {
        struct Party {
            var heads: Int
            var status: String
            /// The command (its number) that last changed the status, then the one that added it.
            var since: Int
            let created: Int
        }

        var capacity: Int?
        var parties: [String: Party] = [:]
        var clock = 0

        func acceptedHeads(besides handle: String? = nil) -> Int {
            parties.filter { $0.key != handle && $0.value.status == "accepted" }.reduce(0) { $0 + $1.value.heads }
        }

        mutating func set(_ handle: String, _ status: String) {
            guard parties[handle]!.status != status else { return }
            parties[handle]!.status = status
            parties[handle]!.since = clock
        }

        mutating func accept(_ handle: String) {
            let fits = capacity.map { acceptedHeads(besides: handle) + parties[handle]!.heads <= $0 } ?? true
            set(handle, fits ? "accepted" : "waitlisted")
        }

        mutating func serve() -> [String] {
            var promoted: [String] = []
            while let next = parties.filter({ $0.value.status == "waitlisted" })
                .min(by: { ($0.value.since, $0.value.created, $0.key) < ($1.value.since, $1.value.created, $1.key) }),
                capacity.map({ acceptedHeads() + next.value.heads <= $0 }) ?? true {
                set(next.key, "accepted")
                promoted.append(next.key)
            }
            return promoted
        }

        /// One row of an import: a guest already there (same email) gets the row's non-blank
        /// cells; a new one is added.
        mutating func importRow(_ handle: String, party: Int?, status: String?) -> [String] {
            guard let stored = parties[handle] else {
                parties[handle] = Party(heads: 1 + (party ?? 0), status: "invited", since: clock, created: clock)
                if let status { status == "accepted" ? accept(handle) : set(handle, status) }
                return []
            }
            if let party { parties[handle]!.heads = 1 + party }
            let grew = stored.status == "accepted" && parties[handle]!.heads > stored.heads
            if let status = status ?? (grew ? "accepted" : nil) {
                status == "accepted" ? accept(handle) : set(handle, status)
            }
            return serve()
        }
    }

    @Test(arguments: Backend.allCases, [11, 12, 13] as [UInt64])
    func everyCommandThatFreesPlacesServesTheLineInOrder(backend: Backend, seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let capacity = Int(random.next() % 6) + 3
        let rushday = try GalaEvent.owned(capacity: capacity, backend: backend)
        var model = Model(capacity: capacity)
        var log: [String] = []
        var names = 0

        func run(_ arguments: [String], stdin: String? = nil) throws -> [String: Any] {
            model.clock += 1
            log.append(arguments.joined(separator: " ") + (stdin.map { " <<\($0.replacingOccurrences(of: "\n", with: " | "))" } ?? ""))
            let outcome = try rushday.run(arguments + ["--format", "json"], stdin: stdin)
            #expect(outcome.status == 0, "seed \(seed): \(log.joined(separator: "\n")): \(outcome.stderr)")
            return try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any] ?? [:]
        }
        func promoted(_ answer: [String: Any]) -> [String] {
            (answer["promoted"] as? [[String: Any]] ?? []).compactMap { $0["handle"] as? String }
        }
        func someone() -> String { model.parties.keys.sorted()[Int(random.next() % UInt64(model.parties.count))] }
        let answers = ["accepted", "accepted", "declined", "maybe"]

        for step in 0..<28 {
            let move = model.parties.count < 3 ? 0 : random.next() % 7
            var expected: [String] = []
            var reported: [String] = []
            switch move {
            case 0:
                names += 1
                let party = Int(random.next() % 4)
                _ = try run(["guests", "add", "gala", "G\(names)", "--email", "g\(names)@example.org", "--party", String(party)])
                model.parties["g\(names)"] = .init(heads: 1 + party, status: "invited", since: model.clock, created: model.clock)
            case 1, 2:
                let handle = someone()
                let answer = answers[Int(random.next() % 4)]
                let party: Int? = random.next() % 3 == 0 ? Int(random.next() % 4) : nil
                reported = promoted(try run(["guests", "rsvp", "gala", handle, answer] + (party.map { ["--party", String($0)] } ?? [])))
                if let party { model.parties[handle]!.heads = 1 + party }
                answer == "accepted" ? model.accept(handle) : model.set(handle, answer)
                expected = model.serve()
            case 3:
                let handle = someone()
                let party = (model.parties[handle]!.heads - 1 + 1 + Int(random.next() % 3)) % 4
                reported = promoted(try run(["guests", "update", "gala", handle, "--party", String(party)]))
                let grew = 1 + party > model.parties[handle]!.heads
                model.parties[handle]!.heads = 1 + party
                if grew, model.parties[handle]!.status == "accepted" { model.accept(handle) }
                expected = model.serve()
            case 4:
                let handle = someone()
                reported = promoted(try run(["guests", "remove", "gala", handle]))
                model.parties[handle] = nil
                expected = model.serve()
            case 5:
                var rows: [(handle: String, party: Int?, status: String?)] = []
                for _ in 0..<Int(random.next() % 3) + 1 {
                    let handle = random.next() % 4 == 0 ? { names += 1; return "g\(names)" }() : someone()
                    let party: Int? = random.next() % 2 == 0 ? nil : Int(random.next() % 4)
                    let status: String? = [nil, "accepted", "declined", "maybe"][Int(random.next() % 4)]
                    rows.append((handle, model.parties[handle] == nil ? party ?? 0 : party, status))
                }
                let csv = "name,email,party,status\n" + rows.map { row in
                    let cell = ["accepted": "yes", "declined": "no", "maybe": "maybe"]
                    return "\(row.handle.uppercased()),\(row.handle)@example.org,\(row.party.map(String.init) ?? ""),\(row.status.flatMap { cell[$0] } ?? "")"
                }.joined(separator: "\n") + "\n"
                let file = rushday.root.appendingPathComponent("rows-\(step).csv")
                try csv.write(to: file, atomically: true, encoding: .utf8)
                reported = promoted(try run(["guests", "import", "gala", file.path, "--on-duplicate", "update"], stdin: nil))
                log[log.count - 1] += " <<" + csv.replacingOccurrences(of: "\n", with: " | ")
                for row in rows { expected += model.importRow(row.handle, party: row.party, status: row.status) }
            default:
                var capacity: Int?
                repeat { capacity = random.next() % 5 == 0 ? nil : Int(random.next() % 10) + 1 } while capacity == model.capacity
                reported = promoted(try run(["events", "update", "gala", "--capacity", capacity.map(String.init) ?? ""]))
                model.capacity = capacity
                expected = model.serve()
            }
            #expect(reported == expected, "seed \(seed), step \(step): \(log.joined(separator: "\n"))")
            let listed = try rushday.run(["guests", "list", "gala", "--format", "json"])
            let rows = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
            let statuses = Dictionary(uniqueKeysWithValues: rows.map { ($0["handle"] as? String ?? "?", "\($0["status"] ?? "?") \($0["heads"] ?? "?")") })
            #expect(statuses == model.parties.mapValues { "\($0.status) \($0.heads)" },
                    "seed \(seed), step \(step): \(log.joined(separator: "\n"))")
            if reported != expected || statuses != model.parties.mapValues({ "\($0.status) \($0.heads)" }) { return }
        }
    }

    /// The issue's example, as a user types it: an imported decline lets the waitlist in and the
    /// import says whom, in its summary and its JSON.
    @Test func anImportedDeclineLetsTheWaitlistInAndSaysWhom() throws {
        let rushday = try GalaEvent.owned(capacity: 5)
        let first = rushday.root.appendingPathComponent("first.csv")
        try "name,party,status\nAa,3,yes\nBb,2,yes\nCc,0,yes\n".write(to: first, atomically: true, encoding: .utf8)
        #expect(try rushday.run(["guests", "import", "gala", first.path]).status == 0)
        let second = rushday.root.appendingPathComponent("second.csv")
        try "name,status\nAa,no\n".write(to: second, atomically: true, encoding: .utf8)
        let summary = try rushday.run(["guests", "import", "gala", second.path, "--on-duplicate", "update"])
        #expect(summary.stdout.contains("Promoted from the waitlist: bb (3 heads)"), "\(summary.stdout)")
        let raised = try rushday.run(["events", "update", "gala", "--capacity", "9"])
        #expect(raised.status == 0)
        #expect(!raised.stdout.contains("Promoted"), "no one waits any more: \(raised.stdout)")
    }
}
