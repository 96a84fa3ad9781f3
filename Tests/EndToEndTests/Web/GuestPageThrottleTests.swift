import Foundation
@testable import RushDayCLI
import Testing

/// The link throttle's window, which HTTP cannot wait out in a test: driven by its clock.
@Suite struct GuestPageThrottleTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func twentyFailuresShutAnAddressOutForTenMinutesFromItsFirst() {
        let throttle = LinkThrottle()
        for second in 0..<20 {
            #expect(throttle.allows("192.0.2.1", at: start.addingTimeInterval(Double(second))))
            throttle.failed("192.0.2.1", at: start.addingTimeInterval(Double(second)))
        }
        #expect(!throttle.allows("192.0.2.1", at: start.addingTimeInterval(20)))
        #expect(!throttle.allows("192.0.2.1", at: start.addingTimeInterval(599.9)))
        #expect(throttle.allows("192.0.2.2", at: start.addingTimeInterval(20)), "another address")
        #expect(throttle.allows(nil, at: start.addingTimeInterval(20)), "no address is an address of its own")
        #expect(throttle.allows("192.0.2.1", at: start.addingTimeInterval(600)), "the window has passed")
        throttle.failed("192.0.2.1", at: start.addingTimeInterval(600))
        #expect(throttle.allows("192.0.2.1", at: start.addingTimeInterval(601)), "a new window counts from one")
    }

    @Test func nineteenFailuresLeaveTheAddressIn() {
        let throttle = LinkThrottle()
        for _ in 0..<19 { throttle.failed("192.0.2.1", at: start) }
        #expect(throttle.allows("192.0.2.1", at: start.addingTimeInterval(1)))
    }

    @Test func aBusyServerShedsPassedWindowsButKeepsOpenOnes() {
        let throttle = LinkThrottle()
        for _ in 0..<20 { throttle.failed("192.0.2.1", at: start) }
        for index in 0..<10_001 { throttle.failed("10.0.\(index / 256).\(index % 256)", at: start.addingTimeInterval(-700)) }
        throttle.failed("198.51.100.1", at: start.addingTimeInterval(1))
        #expect(!throttle.allows("192.0.2.1", at: start.addingTimeInterval(2)), "shedding keeps a window still open")
    }
}
