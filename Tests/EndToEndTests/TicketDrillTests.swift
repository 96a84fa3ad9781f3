import Foundation
import Testing

/// The two promises under load, through the binary, on both stores: never oversold, never
/// double-admitted.
@Suite(.serialized) struct TicketDrillTests {
    /// 8 processes race for the last 50 places of a type, 20 rounds: 64 attempts a round, one
    /// ticket each; exactly 50 are issued, and every loser is told "sold out" (65), never "busy".
    @Test(arguments: Backend.allCases) func eightProcessesNeverOversellTheLastFiftyPlaces(backend: Backend) throws {
        let rushday = try GalaEvent.owned(capacity: 100, backend: backend)
        for round in 1...20 {
            let type = "round-\(round)"
            #expect(try rushday.run(["tickets", "types", "add", "gala", type, "--price", "10", "--quota", "60", "--max-per-issue", "10"]).status == 0)
            #expect(try rushday.run(["tickets", "issue", "gala", "--type", type, "--name", "Early", "--count", "10"]).status == 0)
            let script = #"for i in 1 2 3 4 5 6 7 8; do "$RUSHDAY" tickets issue gala --type "# + type
                + #" --name Racer >/dev/null; echo "exit $?"; done"#
            let workers = try TicketWorkers.run(Array(repeating: script, count: 8), in: rushday)
            let exits = workers.flatMap { $0.stdout.split(separator: "\n") }
            #expect(exits.count == 64)
            #expect(exits.count { $0 == "exit 0" } == 50, "round \(round): \(exits.count { $0 == "exit 0" }) issued")
            #expect(exits.count { $0 == "exit 65" } == 14, "round \(round)")
            let refusals = workers.flatMap { $0.stderr.split(separator: "\n") }
            #expect(refusals.count == 14 && refusals.allSatisfy { $0.contains("sold out") && !$0.contains("busy") }, "\(refusals)")
            let listed = try rushday.run(["tickets", "list", "gala", "--type", type, "--status", "valid", "--format", "csv"])
            #expect(listed.stdout.split(separator: "\n").count == 61, "round \(round)")
        }
    }

    /// 4 processes scan the same 1,000 codes at once (each in its own order): exactly 1,000
    /// admissions and 3,000 "already checked in" refusals, and 1,000 entries stored.
    @Test(arguments: Backend.allCases) func fourDoorsScanningTheSameCodesAdmitEachOnce(backend: Backend) throws {
        let rushday = try TicketedGala.owned(maxPerIssue: 1000, backend: backend)
        #expect(try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Crowd", "--count", "1000"]).status == 0)
        let codes = try TicketedGala.codes(rushday)
        #expect(codes.count == 1000)
        var scripts: [String] = []
        for door in 1...4 {
            var random = SystemRandomNumberGenerator()
            let file = rushday.root.appendingPathComponent("door-\(door).codes")
            try (codes.shuffled(using: &random).joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
            scripts.append(#""$RUSHDAY" tickets checkin gala --stdin --device door-"# + "\(door) < '\(file.path)'")
        }
        let doors = try TicketWorkers.run(scripts, in: rushday)
        let lines = doors.flatMap { $0.stdout.split(separator: "\n") }
        #expect(lines.count { $0.contains(" admitted ") && $0.hasPrefix("✔") } == 1000)
        #expect(lines.count { $0.contains("already checked in at") } == 3000)
        #expect(doors.allSatisfy { $0.stderr.isEmpty }, "\(doors.map(\.stderr))")
        #expect(try rushday.rowCount("check_in_scans") == 1000)
    }
}
