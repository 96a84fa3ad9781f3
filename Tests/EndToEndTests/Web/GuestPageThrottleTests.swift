import Foundation
@testable import RushDayWeb
import Testing

/// The link throttle's window, which HTTP cannot wait out in a test: driven by its clock.
@Suite struct GuestPageThrottleTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func twentyFailuresAreAnsweredThenTheRestThrottledForTenMinutesFromTheFirst() {
        let throttle = ClientThrottle.linkGuesses()
        for second in 0..<20 {
            #expect(!throttle.throttles(afterAttemptFrom: "192.0.2.1", at: start.addingTimeInterval(Double(second))))
        }
        #expect(throttle.throttles(afterAttemptFrom: "192.0.2.1", at: start.addingTimeInterval(20)))
        #expect(throttle.throttles(afterAttemptFrom: "192.0.2.1", at: start.addingTimeInterval(599.9)))
        #expect(!throttle.throttles(afterAttemptFrom: "192.0.2.2", at: start.addingTimeInterval(20)), "another address")
        #expect(!throttle.throttles(afterAttemptFrom: nil, at: start.addingTimeInterval(20)), "no address is an address of its own")
        #expect(!throttle.throttles(afterAttemptFrom: "192.0.2.1", at: start.addingTimeInterval(600)), "the window has passed: a new one counts from one")
        for second in 601..<620 { #expect(!throttle.throttles(afterAttemptFrom: "192.0.2.1", at: start.addingTimeInterval(Double(second)))) }
        #expect(throttle.throttles(afterAttemptFrom: "192.0.2.1", at: start.addingTimeInterval(620)))
    }

    @Test func aBusyServerShedsPassedWindowsButKeepsOpenOnes() {
        let throttle = ClientThrottle.linkGuesses()
        for _ in 0..<20 { _ = throttle.throttles(afterAttemptFrom: "192.0.2.1", at: start) }
        for index in 0..<10_001 { _ = throttle.throttles(afterAttemptFrom: "10.0.\(index / 256).\(index % 256)", at: start.addingTimeInterval(-700)) }
        _ = throttle.throttles(afterAttemptFrom: "198.51.100.1", at: start.addingTimeInterval(1))
        #expect(throttle.throttles(afterAttemptFrom: "192.0.2.1", at: start.addingTimeInterval(2)), "shedding keeps a window still open")
    }
}
