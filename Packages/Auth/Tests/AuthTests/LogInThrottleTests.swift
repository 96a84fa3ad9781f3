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

    /// Anyone may send wrong passwords for Ada's address from their own address: that client
    /// locks itself out, never Ada at another, who gets in at once on the web and at the
    /// terminal, however often the stranger starts again.
    @Test func aStrangerLocksOnlyTheirOwnClientNeverTheOwner() async throws {
        for round in 0..<3 {
            for _ in 1...5 {
                deps.fixedClock.advance(by: 1)
                await #expect(throws: DomainError.self) { try await deps.logIn(password: wrong, client: "203.0.113.9") }
            }
            await #expect(throws: DomainError.self, "round \(round): the stranger is locked") {
                try await deps.logIn(client: "203.0.113.9")
            }
            try await deps.logIn(client: "198.51.100.7")
            try await deps.logIn()
            deps.fixedClock.advance(by: 61)
        }
        #expect(try await deps.throttle(client: "198.51.100.7") == nil)
    }

    /// Every attempt at an address waits longer the more failures it drew from every client in
    /// the last quarter hour: none below five, then half a second doubling, never more than
    /// eight seconds, so guessing from many clients slows down and the owner still gets in.
    @Test func anAddressGuessedFromManyClientsSlowsDownButNeverShutsItsOwnerOut() async throws {
        for index in 0..<12 {
            deps.fixedClock.advance(by: 1)
            await #expect(throws: DomainError.invalidCredentials) { try await deps.logIn(password: wrong, client: "203.0.113.\(index)") }
        }
        #expect(deps.fixedClock.pauses == [0.5, 1, 2, 4, 8, 8, 8], "\(deps.fixedClock.pauses)")
        try await deps.logIn(client: "198.51.100.7")
        #expect(deps.fixedClock.pauses.last == 8)
        deps.fixedClock.advance(by: SignInThrottle.slowDownWindow + 1)
        try await deps.logIn(client: "198.51.100.7")
        #expect(deps.fixedClock.pauses.count == 8, "failures older than the window no longer slow anyone")
    }

    /// Random sequences of attempts from a few clients, right or wrong, a few seconds apart: a
    /// client is refused as locked exactly when its own last five failures in a row came within
    /// the minute before, whatever the others did; a right password from an unlocked client
    /// always signs in.
    @Test(arguments: 1...20) func aClientIsLockedByItsOwnFailuresAlone(seed: UInt64) async throws {
        var random = SeededRandom(seed: seed)
        let clients = ["192.0.2.1", "192.0.2.2", "192.0.2.3"]
        var streak: [String: (count: Int, lockedUntil: Date?)] = [:]
        for _ in 0..<60 {
            deps.fixedClock.advance(by: Double(Int.random(in: 1...20, using: &random)))
            let client = clients.randomElement(using: &random)!
            let right = Bool.random(using: &random) && Bool.random(using: &random)
            let now = deps.fixedClock.now()
            var state = streak[client] ?? (0, nil)
            if let until = state.lockedUntil, now < until {
                await #expect(throws: DomainError.signInLocked(until: until)) { try await deps.logIn(password: right ? TestAuthDependencies.password : wrong, client: client) }
                continue
            }
            if state.lockedUntil != nil { state = (0, nil) }
            if right {
                try await deps.logIn(client: client)
                streak[client] = (0, nil)
            } else {
                state.count += 1
                if state.count >= 5 {
                    let until = now.addingTimeInterval(60)
                    await #expect(throws: DomainError.signInLocked(until: until)) { try await deps.logIn(password: wrong, client: client) }
                    state.lockedUntil = until
                } else {
                    await #expect(throws: DomainError.invalidCredentials) { try await deps.logIn(password: wrong, client: client) }
                }
                streak[client] = state
            }
        }
    }
}
