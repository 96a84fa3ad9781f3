import DomainTestSupport
import Foundation
import Testing

@testable import Mail

/// The sender's rate over a sliding minute: whatever the sendings and the clock do, no minute
/// ever holds more than the rate, and a full minute frees its room once it has passed.
@Suite struct MailPaceTests {
    @Test(arguments: 0..<50) func noSlidingMinuteEverHoldsMoreThanTheRate(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) + 1)
        let perMinute = Int.random(in: 1...10, using: &random)
        var pace = MailPace()
        var sent: [(at: Double, count: Int)] = []
        var now = 0.0
        for _ in 0..<200 {
            now += Double.random(in: 0...20, using: &random)
            let allowed = pace.allowed(perMinute: perMinute, at: Date(timeIntervalSince1970: now)) ?? 0
            let inWindow = sent.filter { now - $0.at < 60 }.reduce(0) { $0 + $1.count }
            #expect(allowed == max(0, perMinute - inWindow))
            let count = Int.random(in: 0...allowed, using: &random)
            pace.record(count, at: Date(timeIntervalSince1970: now))
            if count > 0 { sent.append((now, count)) }
            #expect(sent.filter { now - $0.at < 60 }.reduce(0) { $0 + $1.count } <= perMinute)
        }
    }

    @Test func noRateMeansNoLimitAndAFullMinuteSaysWhenRoomComesBack() {
        var pace = MailPace()
        let start = Date(timeIntervalSince1970: 1_000)
        #expect(pace.allowed(perMinute: nil, at: start) == nil)
        pace.record(3, at: start)
        #expect(pace.allowed(perMinute: 3, at: start.addingTimeInterval(59)) == 0)
        #expect(pace.nextSlot == start.addingTimeInterval(60))
        #expect(pace.allowed(perMinute: 3, at: start.addingTimeInterval(60)) == 3)
    }
}
