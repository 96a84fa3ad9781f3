import Auth
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct LogInTests {
    let deps = TestAuthDependencies()

    init() async throws {
        try await deps.signUp()
        _ = try await LogOut(deps).execute()
    }

    @Test func signsInAndStoresOnlyTheTokensDigest() async throws {
        deps.fixedClock.advance(by: 3600)
        let now = deps.fixedClock.now()

        let account = try await deps.logIn(email: " ADA@example.org ")

        let token = try #require(deps.tokenFile.load())
        #expect(token == "token-2")
        let sessions = await deps.store.allSessions()
        #expect(!sessions.contains { $0.tokenHash == token })
        let session = try #require(sessions.first { $0.tokenHash == deps.tokens.digest(token) })
        #expect(session.userID == account.userID)
        #expect(session.createdAt == now)
        #expect(session.expiresAt == now.addingTimeInterval(30 * 24 * 3600))
        #expect(account.sessionExpiresAt == session.expiresAt)
        #expect(account.email.value == TestAuthDependencies.email)
    }

    @Test func wrongPasswordAndUnknownEmailGiveTheSameErrorAndBothRunTheHasher() async throws {
        let logIn = LogIn(deps)
        let verifiesBefore = deps.hasher.verifyCount

        await #expect(throws: DomainError.invalidCredentials) {
            try await logIn.execute(LogInRequest(email: TestAuthDependencies.email, password: "wrong password"))
        }
        #expect(deps.hasher.verifyCount == verifiesBefore + 1)

        await #expect(throws: DomainError.invalidCredentials) {
            try await logIn.execute(LogInRequest(email: "nobody@example.org", password: TestAuthDependencies.password))
        }
        #expect(deps.hasher.verifyCount == verifiesBefore + 2)

        #expect(try await deps.throttle()?.consecutiveFailures == 1)
        #expect(try await deps.throttle(for: "nobody@example.org")?.consecutiveFailures == 1)
        #expect(deps.tokenFile.load() == nil)
    }

    @Test func anUnknownEmailCannotSignInWithTheDummyPassword() async throws {
        // Whatever the dummy hash was made from, no password makes an unknown email sign in.
        let hashesBefore = deps.hasher.hashCount
        let logIn = LogIn(deps)
        await #expect(throws: DomainError.invalidCredentials) {
            try await logIn.execute(LogInRequest(email: "nobody@example.org", password: "x"))
        }
        #expect(deps.hasher.hashCount == hashesBefore + 1)
        await #expect(throws: DomainError.invalidCredentials) {
            try await logIn.execute(LogInRequest(email: "nobody@example.org", password: "y"))
        }
        #expect(deps.hasher.hashCount == hashesBefore + 1, "the dummy hash is made once")
    }

    @Test func theDummyHashIsMadeWhetherOrNotTheEmailExists() async throws {
        // Otherwise the first unknown-email attempt would take a hash longer than a known one.
        let hashesBefore = deps.hasher.hashCount
        try await deps.logIn()
        #expect(deps.hasher.hashCount == hashesBefore + 1)
    }

    @Test(arguments: ["", "ada", "ada@example"])
    func rejectsAMalformedEmailWithoutCountingAFailure(_ email: String) async throws {
        let before = await deps.store.snapshot()
        let error = await #expect(throws: DomainError.self) { try await deps.logIn(email: email) }
        #expect(error?.field == "email")
        #expect(await deps.store.snapshot() == before)
    }

    @Test func replacesAndRevokesTheSessionAlreadyOnThisMachine() async throws {
        let first = try await deps.logIn()
        let firstToken = try #require(deps.tokenFile.load())
        deps.fixedClock.advance(by: 60)

        let second = try await deps.logIn()

        let secondToken = try #require(deps.tokenFile.load())
        #expect(secondToken != firstToken)
        #expect(await deps.session(forToken: firstToken)?.revokedAt == deps.fixedClock.now())
        #expect(await deps.session(forToken: secondToken)?.revokedAt == nil)
        #expect(second.sessionExpiresAt == first.sessionExpiresAt.addingTimeInterval(60))
    }

    @Test func doesNotTouchSessionsOnOtherMachines() async throws {
        let laptop = deps.onAnotherMachine()
        try await laptop.logIn()
        let laptopToken = try #require(laptop.tokenFile.load())

        try await deps.logIn()

        #expect(await deps.session(forToken: laptopToken)?.revokedAt == nil)
        #expect(try await WhoAmI(laptop).execute().email.value == TestAuthDependencies.email)
    }

    @Test func theNewSessionAndTheReplacedOneAreOneStoreWrite() async throws {
        let writes = try await TestAuthDependencies.failingEachStoreWrite(
            setUp: { deps in try await deps.signUp() },
            { deps in try await deps.logIn() })

        #expect(writes == 1)
    }

    @Test func aSessionFileThatCannotBeWrittenLeavesTheStoreUntouched() async throws {
        try await deps.logIn()
        let token = deps.tokenFile.load()
        let before = await deps.store.snapshot()
        deps.tokenFile.failNextWrite(with: .io(field: "session", message: "disk full"))

        await #expect(throws: DomainError.io(field: "session", message: "disk full")) { try await deps.logIn() }

        #expect(await deps.store.snapshot() == before)
        #expect(deps.tokenFile.load() == token)
        #expect(try await WhoAmI(deps).execute().email.value == TestAuthDependencies.email)
    }

    @Test func aCorrectPasswordClearsTheFailureCountEvenIfStoringTheSessionFails() async throws {
        // The one write outside the sign-in's store write, made on purpose (see LogIn).
        await #expect(throws: DomainError.invalidCredentials) { try await deps.logIn(password: "wrong password") }
        await deps.store.failNextWrite(with: .storeBusy, skipping: 1)

        await #expect(throws: DomainError.storeBusy) { try await deps.logIn() }

        #expect(try await deps.throttle() == nil)
        #expect(deps.tokenFile.load() == nil)
    }

    @Test func aFailingWriteLeavesTheStoreAndTheSessionFileAsTheyWere() async throws {
        try await deps.logIn()
        let token = deps.tokenFile.load()
        let before = await deps.store.snapshot()
        await deps.store.failNextWrite(with: .storeUnavailable("disk full"))

        await #expect(throws: DomainError.storeUnavailable("disk full")) { try await deps.logIn() }

        #expect(await deps.store.snapshot() == before)
        #expect(deps.tokenFile.load() == token)
        #expect(try await WhoAmI(deps).execute().email.value == TestAuthDependencies.email)
    }

    @Test func aFailingWriteAfterAFailureLeavesTheThrottleAsItWas() async throws {
        await #expect(throws: DomainError.invalidCredentials) { try await deps.logIn(password: "wrong password") }
        let before = await deps.store.snapshot()
        await deps.store.failNextWrite(with: .storeBusy)

        await #expect(throws: DomainError.storeBusy) { try await deps.logIn(password: "wrong password") }

        #expect(await deps.store.snapshot() == before)
        #expect(try await deps.throttle()?.consecutiveFailures == 1)
    }
}
