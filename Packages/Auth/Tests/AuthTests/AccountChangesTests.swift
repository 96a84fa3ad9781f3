import Auth
import Domain
import DomainTestSupport
import Foundation
import Testing

/// Renaming the account, moving it to a new email, and signing out everywhere.
@Suite struct AccountChangesTests {
    let deps = TestAuthDependencies()

    private func changeEmail(to email: String, password: String = TestAuthDependencies.password,
                             client: String? = nil) async throws(DomainError) -> AccountResponse {
        try await ChangeEmail(deps).execute(ChangeEmailRequest(newEmail: email, currentPassword: password, client: client))
    }

    @Test func aRenameIsSeenByTheNextSignInAndKeepsTheEmail() async throws {
        try await deps.signUp()
        let renamed = try await RenameAccount(deps).execute(RenameAccountRequest(displayName: "  Countess of Lovelace "))
        #expect(renamed.displayName == "Countess of Lovelace")
        #expect(try await deps.onAnotherMachine().logIn().displayName == "Countess of Lovelace")
        #expect(renamed.email.value == TestAuthDependencies.email)
    }

    @Test(arguments: ["", "   ", String(repeating: "n", count: 101), "Ada\u{202E}"])
    func aNameThatBreaksTheRulesIsRefusedBesideItsFieldAndChangesNothing(_ name: String) async throws {
        try await deps.signUp()
        let before = await deps.store.snapshot()
        let error = await #expect(throws: DomainError.self) { try await RenameAccount(deps).execute(RenameAccountRequest(displayName: name)) }
        #expect(error?.field == "name")
        #expect(await deps.store.snapshot() == before)
    }

    @Test func aNewEmailSignsInAndTheOldOneNoLonger() async throws {
        try await deps.signUp()
        let laptop = deps.onAnotherMachine()
        try await laptop.logIn()

        let changed = try await changeEmail(to: "Countess@Example.org")

        #expect(changed.email.value == "countess@example.org")
        #expect(try await WhoAmI(laptop).execute().email.value == "countess@example.org", "sessions stay: the password did not change")
        await #expect(throws: DomainError.invalidCredentials) { try await deps.onAnotherMachine().logIn() }
        try await deps.onAnotherMachine().logIn(email: "countess@example.org")
    }

    @Test func aTakenEmailIsRefusedAndChangesNothing() async throws {
        try await deps.onAnotherMachine().signUp(email: "grace@example.org", name: "Grace Hopper")
        try await deps.signUp()
        let before = await deps.store.snapshot()
        let error = await #expect(throws: DomainError.self) { try await changeEmail(to: "grace@example.org") }
        #expect(error?.field == "email")
        #expect(error?.category == .invalidData)
        #expect(error?.message.contains("another account") == true)
        #expect(await deps.store.snapshot() == before)
    }

    @Test(arguments: ["not an email", TestAuthDependencies.email])
    func anInvalidOrUnchangedEmailIsRefusedBesideTheEmailField(_ email: String) async throws {
        try await deps.signUp()
        let before = await deps.store.snapshot()
        let error = await #expect(throws: DomainError.self) { try await changeEmail(to: email) }
        #expect(error?.field == "email")
        #expect(await deps.store.snapshot() == before)
    }

    @Test func aWrongPasswordIsRefusedCountedForItsClientAndLocksAfterFive() async throws {
        try await deps.signUp()
        for _ in 1...4 {
            await #expect(throws: DomainError.wrongPassword(field: "current password")) {
                try await changeEmail(to: "new@example.org", password: "not my password", client: "203.0.113.9")
            }
        }
        #expect(try await deps.throttle(client: "203.0.113.9")?.consecutiveFailures == 4)
        #expect(try await deps.throttle() == nil, "the command line's count is its own")
        let until = deps.fixedClock.now().addingTimeInterval(SignInThrottle.lockDuration)
        await #expect(throws: DomainError.signInLocked(until: until)) {
            try await changeEmail(to: "new@example.org", password: "not my password", client: "203.0.113.9")
        }
        await #expect(throws: DomainError.signInLocked(until: until)) {
            try await changeEmail(to: "new@example.org", client: "203.0.113.9")
        }
        #expect(try await WhoAmI(deps).execute().email.value == TestAuthDependencies.email)
    }

    @Test func signingOutEverywhereEndsEverySessionOfThisAccountOnly() async throws {
        try await deps.signUp()
        let laptop = deps.onAnotherMachine()
        try await laptop.logIn()
        let grace = deps.onAnotherMachine()
        try await grace.signUp(email: "grace@example.org", name: "Grace Hopper")

        #expect(try await LogOutEverywhere(laptop).execute() == LogOutEverywhereResponse(sessionsEnded: 2))

        #expect(try laptop.tokenFile.load() == nil)
        await #expect(throws: DomainError.notSignedIn) { try await WhoAmI(deps).execute() }
        await #expect(throws: DomainError.notSignedIn) { try await WhoAmI(laptop).execute() }
        #expect(try await WhoAmI(grace).execute().email.value == "grace@example.org")
    }

    @Test func signingOutEverywhereNeedsASession() async throws {
        await #expect(throws: DomainError.notSignedIn) { try await LogOutEverywhere(deps).execute() }
    }
}
