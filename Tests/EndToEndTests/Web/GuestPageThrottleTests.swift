import DomainTestSupport
import Foundation
@testable import RushDayWeb
import Testing

/// The link throttle's window, which HTTP cannot wait out in a test: driven by its clock, over
/// a store that counts as the real ones do (their counting is `ClientAttemptRepositoryContract`).
@Suite struct GuestPageThrottleTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func twentyFailuresAreAnsweredThenTheRestThrottledForTenMinutesFromTheFirst() async {
        let throttle = ClientThrottle.linkGuesses
        let store = InMemoryStore()
        func throttles(_ client: String?, _ second: Double) async -> Bool {
            await throttle.throttles(afterAttemptBy: client, in: store, at: start.addingTimeInterval(second))
        }
        for second in 0..<20 { #expect(await !throttles("192.0.2.1", Double(second))) }
        #expect(await throttles("192.0.2.1", 20))
        #expect(await throttles("192.0.2.1", 599.9))
        #expect(await !throttles("192.0.2.2", 20), "another address")
        #expect(await !throttles(nil, 20), "no address is an address of its own")
        #expect(await !throttles("192.0.2.1", 600), "the window has passed: a new one counts from one")
        for second in 601..<620 { #expect(await !throttles("192.0.2.1", Double(second))) }
        #expect(await throttles("192.0.2.1", 620))
    }

    @Test func theThrottlesCountApart() async {
        let store = InMemoryStore()
        for _ in 0..<20 { _ = await ClientThrottle.linkGuesses.throttles(afterAttemptBy: "192.0.2.1", in: store, at: start) }
        #expect(await !ClientThrottle.signUps.throttles(afterAttemptBy: "192.0.2.1", in: store, at: start), "guessing links makes no account")
        #expect(await ClientThrottle.linkGuesses.throttles(afterAttemptBy: "192.0.2.1", in: store, at: start))
    }
}
