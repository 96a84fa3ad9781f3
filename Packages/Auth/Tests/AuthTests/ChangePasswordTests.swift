import Auth
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct ChangePasswordTests {
    let deps = TestAuthDependencies()
    let newPassword = "difference engine"

    private func change(current: String = TestAuthDependencies.password, to new: String) async throws(DomainError) -> AccountResponse {
        try await ChangePassword(deps).execute(ChangePasswordRequest(currentPassword: current, newPassword: new))
    }

    @Test func requiresASignedInSession() async throws {
        try await deps.signUp()
        _ = try await LogOut(deps).execute()
        await #expect(throws: DomainError.notSignedIn) { try await change(to: newPassword) }
    }

    @Test func replacesThePasswordAndSignsOutEveryOtherSession() async throws {
        let account = try await deps.signUp()
        let laptop = deps.onAnotherMachine()
        try await laptop.logIn()
        let grace = deps.onAnotherMachine()
        try await grace.signUp(email: "grace@example.org", name: "Grace Hopper")
        deps.fixedClock.advance(by: 120)

        #expect(try await change(to: newPassword) == account)

        #expect(try await WhoAmI(deps).execute().userID == account.userID, "this session stays")
        await #expect(throws: DomainError.notSignedIn) { try await WhoAmI(laptop).execute() }
        let laptopSession = await deps.session(forToken: try #require(laptop.tokenFile.load()))
        #expect(laptopSession?.revokedAt == deps.fixedClock.now())
        #expect(try await WhoAmI(grace).execute().email.value == "grace@example.org", "other users keep theirs")

        await #expect(throws: DomainError.invalidCredentials) { try await laptop.logIn() }
        try await laptop.logIn(password: newPassword)
    }

    @Test func aWrongCurrentPasswordIsRefusedAndCountsAsAFailedSignIn() async throws {
        try await deps.signUp()
        let sessionsBefore = Set(await deps.store.allSessions())

        await #expect(throws: DomainError.wrongPassword(field: "current password")) {
            try await change(current: "not my password", to: newPassword)
        }

        #expect(try await deps.throttle()?.consecutiveFailures == 1)
        #expect(Set(await deps.store.allSessions()) == sessionsBefore)
        try await deps.logIn()
        #expect(try await deps.throttle() == nil)
    }

    @Test func aWrongCurrentPasswordIsNotAllowedRatherThanInvalidData() async throws {
        try await deps.signUp()
        let error = await #expect(throws: DomainError.self) { try await change(current: "not my password", to: newPassword) }
        #expect(error?.category == .notAllowed)
    }

    @Test func theCurrentPasswordMatchesWhateverFormItsAccentsAreTypedIn() async throws {
        try await deps.signUp(password: "caf\u{E9} analytical")
        _ = try await change(current: "cafe\u{301} analytical", to: newPassword)
        try await deps.onAnotherMachine().logIn(password: newPassword)
    }

    @Test func fiveWrongCurrentPasswordsLockSignInForTheEmail() async throws {
        try await deps.signUp()
        for _ in 1...4 {
            await #expect(throws: DomainError.wrongPassword(field: "current password")) {
                try await change(current: "not my password", to: newPassword)
            }
        }
        let until = deps.fixedClock.now().addingTimeInterval(60)
        await #expect(throws: DomainError.signInLocked(until: until)) {
            try await change(current: "not my password", to: newPassword)
        }
        let verifies = deps.hasher.verifyCount

        await #expect(throws: DomainError.signInLocked(until: until)) { try await change(to: newPassword) }
        await #expect(throws: DomainError.signInLocked(until: until)) { try await deps.onAnotherMachine().logIn() }
        #expect(deps.hasher.verifyCount == verifies)
    }

    @Test func aSuccessClearsEarlierFailures() async throws {
        try await deps.signUp()
        await #expect(throws: DomainError.self) { try await deps.onAnotherMachine().logIn(password: "wrong password") }

        _ = try await change(to: newPassword)

        #expect(try await deps.throttle() == nil)
    }

    @Test func theNewPasswordMustDifferFromTheCurrentOne() async throws {
        try await deps.signUp()
        let before = await deps.store.snapshot()

        let error = await #expect(throws: DomainError.self) { try await change(to: TestAuthDependencies.password) }

        #expect(error?.field == "new-password")
        #expect(error?.message.contains("differ") == true)
        #expect(await deps.store.snapshot() == before)
    }

    @Test(arguments: ["short", String(repeating: "x", count: 1025), String(repeating: " ", count: 12), "Ada@Example.org"])
    func theNewPasswordFollowsTheSignUpRules(_ password: String) async throws {
        try await deps.signUp()
        let before = await deps.store.snapshot()

        let error = await #expect(throws: DomainError.self) { try await change(to: password) }

        #expect(error?.field == "new-password")
        #expect(await deps.store.snapshot() == before)
    }

    @Test func theNewHashAndTheRevokedSessionsAreOneStoreWrite() async throws {
        let writes = try await TestAuthDependencies.failingEachStoreWrite(
            setUp: { deps in
                try await deps.signUp()
                try await deps.onAnotherMachine().logIn()
            },
            { deps in
                _ = try await ChangePassword(deps).execute(
                    ChangePasswordRequest(currentPassword: TestAuthDependencies.password, newPassword: newPassword))
            })

        #expect(writes == 1)
    }

    @Test func aFailingWriteLeavesTheStoreAsItWas() async throws {
        try await deps.signUp()
        try await deps.onAnotherMachine().logIn()
        let before = await deps.store.snapshot()
        await deps.store.failNextWrite(with: .storeBusy)

        await #expect(throws: DomainError.storeBusy) { try await change(to: newPassword) }

        #expect(await deps.store.snapshot() == before)
        try await deps.onAnotherMachine().logIn()
    }
}
