import Domain
import DomainTestSupport
import Foundation
import Testing
import Tickets

/// Property: a `ScanQueue` (three scans in the store at once, answered in any order, or one at a
/// time, stored by the queue itself) answers a sequence of codes as a door scanning one at a time
/// does, in the same order: over seeded sequences where a code is often one of the last few
/// again, each answer's verdict and running counts equal those of the same codes scanned one by
/// one on a second, identical list.
@Suite struct ScanQueueTests {
    @Test(arguments: [true, false], UInt64(1)...6) func answersAreThoseOfOneScanAtATime(inFlight: Bool, seed: UInt64) async throws {
        var random = SeededRandom(seed: seed)
        let queued = try await Fixture(shufflingScans: inFlight)
        let oneByOne = try await Fixture()
        var codes: [(String, String)] = []
        for fixture in [queued, oneByOne] { try await fixture.addType("Regular", maxPerIssue: 20) }
        let pairs = zip(try await queued.issue("regular", count: 20), try await oneByOne.issue("regular", count: 20))
        codes = pairs.map { ($0.code, $1.code) }
        var scans: [Int?] = []
        for _ in 0..<120 {
            if Int.random(in: 0..<8, using: &random) == 0 {
                scans.append(nil)
            } else if !scans.isEmpty, Bool.random(using: &random) {
                scans.append(scans[max(0, scans.count - Int.random(in: 1...3, using: &random))])
            } else {
                scans.append(Int.random(in: 0..<codes.count, using: &random))
            }
        }
        let door = try await queued.door()
        var queue = ScanQueue(door)
        var answers: [ScanResponse] = []
        for scan in scans {
            answers += try await queue.add(door.check(scan.map { codes[$0].0 } ?? "garbage")).map { try $0.get() }
        }
        answers += try await queue.finish().map { try $0.get() }

        let single = try await oneByOne.door()
        #expect(answers.count == scans.count)
        for (index, (scan, answer)) in zip(scans, answers).enumerated() {
            let expected = try await single.scan(scan.map { codes[$0].1 } ?? "garbage")
            #expect(Verdict(answer) == Verdict(expected), "seed \(seed), scan \(index)")
        }
    }

    /// What a scan's answer says, apart from the ticket it names (the two lists' differ).
    private struct Verdict: Equatable {
        let recorded: Bool
        let refusal: String
        let admitted: Int
        let refused: Int

        init(_ answer: ScanResponse) {
            recorded = answer.isRecorded
            refusal = answer.refusal.map { "\($0)".components(separatedBy: "(").first ?? "" } ?? ""
            admitted = answer.admitted
            refused = answer.refused
        }
    }
}
