import Auth
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct LogInThrottleTests {
    let deps = TestAuthDependencies()
    let wrong = "not the password"

    init() async throws {
        try await deps.signUp()
        _ = try await LogOut(deps).execute()
    }

    /// Four failures a second apart; returns the instant of the last.
    @discardableResult
    private func failFourTimes(email: String = TestAuthDependencies.email) async -> Date {
        for _ in 1...4 {
            deps.fixedClock.advance(by: 1)
            await #expect(throws: DomainError.invalidCredentials) { try await deps.logIn(email: email, password: wrong) }
        }
        return deps.fixedClock.now()
    }

    @Test func theFifthFailureInARowLocksTheEmailForAMinute() async throws {
        await failFourTimes()
        #expect(try await deps.throttle()?.lockedUntil == nil)

        deps.fixedClock.advance(by: 1)
        let fifth = deps.fixedClock.now()
        let until = fifth.addingTimeInterval(60)
        await #expect(throws: DomainError.signInLocked(until: until)) { try await deps.logIn(password: wrong) }

        let throttle = try #require(try await deps.throttle())
        #expect(throttle.consecutiveFailures == 5)
        #expect(throttle.lastFailureAt == fifth)
        #expect(throttle.lockedUntil == until)
        #expect(DomainError.signInLocked(until: until).message.contains("2027-01-01T00:01:05Z"))
    }

    @Test func stillLockedAt59SecondsEvenWithTheRightPasswordAndWithoutCheckingIt() async throws {
        await failFourTimes()
        deps.fixedClock.advance(by: 1)
        let until = deps.fixedClock.now().addingTimeInterval(60)
        await #expect(throws: DomainError.signInLocked(until: until)) { try await deps.logIn(password: wrong) }
        let verifies = deps.hasher.verifyCount
        let before = await deps.store.snapshot()

        deps.fixedClock.advance(by: 59)
        await #expect(throws: DomainError.signInLocked(until: until)) { try await deps.logIn() }

        #expect(deps.hasher.verifyCount == verifies, "a locked login must not check the password")
        #expect(await deps.store.snapshot() == before, "a locked attempt does not extend the lock")
        #expect(deps.tokenFile.load() == nil)
    }

    @Test func unlockedAfter60SecondsAndASuccessClearsTheThrottle() async throws {
        await failFourTimes()
        deps.fixedClock.advance(by: 1)
        await #expect(throws: DomainError.self) { try await deps.logIn(password: wrong) }

        deps.fixedClock.advance(by: 60)
        try await deps.logIn()

        #expect(try await deps.throttle() == nil)
        #expect(deps.tokenFile.load() != nil)
    }

    @Test func countingStartsAgainOnceALockHasRunOut() async throws {
        await failFourTimes()
        deps.fixedClock.advance(by: 1)
        await #expect(throws: DomainError.self) { try await deps.logIn(password: wrong) }

        deps.fixedClock.advance(by: 60)
        await #expect(throws: DomainError.invalidCredentials) { try await deps.logIn(password: wrong) }

        let throttle = try #require(try await deps.throttle())
        #expect(throttle.consecutiveFailures == 1)
        #expect(throttle.lockedUntil == nil)
    }

    @Test func aSuccessClearsEarlierFailures() async throws {
        await failFourTimes()
        try await deps.logIn()
        #expect(try await deps.throttle() == nil)

        await failFourTimes()
        #expect(try await deps.throttle()?.consecutiveFailures == 4)
        try await deps.logIn()
    }

    @Test func anUnknownEmailIsLockedJustTheSame() async throws {
        let stranger = "nobody@example.org"
        await failFourTimes(email: stranger)
        deps.fixedClock.advance(by: 1)
        let until = deps.fixedClock.now().addingTimeInterval(60)

        await #expect(throws: DomainError.signInLocked(until: until)) {
            try await deps.logIn(email: stranger, password: wrong)
        }
        await #expect(throws: DomainError.signInLocked(until: until)) {
            try await deps.logIn(email: stranger, password: wrong)
        }
        #expect(try await deps.throttle() == nil, "another email's failures do not count for Ada")
        try await deps.logIn()
    }

    @Test func theLockIsPerEmailWhateverItsCase() async throws {
        await failFourTimes(email: "ADA@example.org")
        deps.fixedClock.advance(by: 1)
        await #expect(throws: DomainError.self) { try await deps.logIn(email: " Ada@Example.org", password: wrong) }

        await #expect(throws: DomainError.self) { try await deps.logIn() }
        #expect(try await deps.throttle()?.consecutiveFailures == 5)
    }
}
