import Domain
import Foundation

/// Domain's SignInThrottle rules applied: failures in a row per email, a lock once they reach
/// the limit, a clean slate after a success or once a lock has run out.
struct SignInThrottling {
    let repository: any SignInThrottleRepository

    /// The email's current record; throws `.signInLocked` while it is locked, which callers
    /// check before touching the password so a locked address cannot be probed at all.
    func ensureUnlocked(_ email: EmailAddress, at now: Date) async throws(DomainError) -> SignInThrottle? {
        let throttle = try await repository.find(email: email)
        if let until = throttle?.lockedUntil, now < until {
            throw .signInLocked(until: until)
        }
        return throttle
    }

    /// Counts one more failure; returns the instant the email is now locked until, if this
    /// failure reached the limit.
    func recordFailure(of email: EmailAddress, after previous: SignInThrottle?, at now: Date) async throws(DomainError) -> Date? {
        let lockRanOut = previous?.lockedUntil.map { now >= $0 } ?? false
        let failures = (lockRanOut ? 0 : previous?.consecutiveFailures ?? 0) + 1
        let lockedUntil = failures >= SignInThrottle.failuresBeforeLock
            ? now.addingTimeInterval(SignInThrottle.lockDuration)
            : nil
        try await repository.save(SignInThrottle(email: email, consecutiveFailures: failures, lastFailureAt: now, lockedUntil: lockedUntil))
        return lockedUntil
    }

    func recordSuccess(of email: EmailAddress, after previous: SignInThrottle?) async throws(DomainError) {
        guard previous != nil else { return }
        try await repository.clear(email: email)
    }
}
