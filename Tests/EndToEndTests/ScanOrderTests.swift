import DomainTestSupport
import Foundation
import Testing

/// `tickets checkin --stdin` keeps several scans in the store at once where the store answers
/// each in a round trip of its own (PostgreSQL); its answers must still be the ones of scans made
/// one at a time, in scan order. Property over seeded sequences of codes, each often the same as
/// one of the last few (a guest scanned twice, a queue passing one phone along): line by line, a
/// ticket is admitted at its first scan and refused as inside at every later one, a bad code is
/// refused, and the running number counts the admissions so far.
@Suite(.serialized) struct ScanOrderTests {
    @Test(arguments: Backend.allCases) func answersFollowTheScanOrder(backend: Backend) throws {
        let rushday = try TicketedGala.owned(maxPerIssue: 60, backend: backend)
        #expect(try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Crowd", "--count", "60"]).status == 0)
        let codes = try TicketedGala.codes(rushday)
        #expect(codes.count == 60)
        for seed in UInt64(1)...3 {
            var random = SeededRandom(seed: seed)
            var scanned: [String] = []
            for _ in 0..<150 {
                switch Int.random(in: 0..<10, using: &random) {
                case 0: scanned.append("not a code")
                case 1...4 where !scanned.isEmpty: scanned.append(scanned[max(0, scanned.count - Int.random(in: 1...3, using: &random))])
                default: scanned.append(codes[Int.random(in: 0..<codes.count, using: &random)])
                }
            }
            let door = try rushday.run(["tickets", "checkin", "gala", "--stdin", "--device", "door-\(seed)"],
                                       stdin: scanned.joined(separator: "\n") + "\n")
            let lines = door.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count == scanned.count + 1, "seed \(seed): \(door.stderr)")
            var inside = Set<String>()
            var admitted = 0
            for (index, (code, line)) in zip(scanned, lines).enumerated() {
                if code == "not a code" {
                    #expect(line.contains("is not a RushDay ticket code"), "seed \(seed), scan \(index): \(line)")
                } else if inside.insert(code).inserted {
                    admitted += 1
                    #expect(line.hasPrefix("✔ #\(admitted) admitted"), "seed \(seed), scan \(index): \(line)")
                } else {
                    #expect(line.contains("already checked in at"), "seed \(seed), scan \(index): \(line)")
                }
            }
            // The next seed's door starts from an empty hall.
            let everyone = Array(inside).joined(separator: "\n") + "\n"
            #expect(try rushday.run(["tickets", "checkin", "gala", "--stdin", "--exit"], stdin: everyone).status == 0)
        }
    }
}
