import Domain
import Foundation

/// Domain's SignInThrottle rules applied to one email address and one client: failures in a
/// row per pair, a lock for that pair once they reach the limit, a clean slate after a success
/// or once a lock has run out; and every client's attempts at an address slowed down while it
/// draws failures from anyone, so a stranger can neither lock its owner out nor guess fast.
struct SignInThrottling {
    let repository: any SignInThrottleRepository
    let clock: any Clock
    let email: EmailAddress
    let client: String

    /// The pair's current record; throws `.signInLocked` while it is locked, which callers check
    /// before touching the password so a locked pair cannot probe at all. Then waits as long as
    /// the address's recent failures ask.
    func ensureUnlocked(at now: Date) async throws(DomainError) -> SignInThrottle? {
        let throttle = try await repository.find(email: email, client: client)
        if let until = throttle?.lockedUntil, now < until {
            throw .signInLocked(until: until)
        }
        let recent = try await repository.failures(of: email, since: now.addingTimeInterval(-SignInThrottle.slowDownWindow))
        let pause = SignInThrottle.slowDown(afterFailures: recent)
        if pause > 0 { await clock.pause(for: pause) }
        return throttle
    }

    /// Counts one more failure; returns the instant the pair is now locked until, if this
    /// failure reached the limit.
    func recordFailure(after previous: SignInThrottle?, at now: Date) async throws(DomainError) -> Date? {
        let lockRanOut = previous?.lockedUntil.map { now >= $0 } ?? false
        let failures = (lockRanOut ? 0 : previous?.consecutiveFailures ?? 0) + 1
        let lockedUntil = failures >= SignInThrottle.failuresBeforeLock
            ? now.addingTimeInterval(SignInThrottle.lockDuration)
            : nil
        try await repository.save(SignInThrottle(email: email, client: client, consecutiveFailures: failures, lastFailureAt: now,
                                                 lockedUntil: lockedUntil))
        return lockedUntil
    }

    func recordSuccess(after previous: SignInThrottle?) async throws(DomainError) {
        guard previous != nil else { return }
        try await repository.clear(email: email, client: client)
    }
}
