import Auth
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct SessionCurrentUserTests {
    let deps = TestAuthDependencies()

    @Test func isTheUserOfThisMachinesSession() async throws {
        try await deps.signUp(email: "grace@example.org", name: "Grace Hopper")
        let ada = try await deps.onAnotherMachine().signUp()
        _ = try await LogOut(deps).execute()
        try await deps.logIn()

        let user = try await SessionCurrentUser(deps).requireUser()

        #expect(user.id == ada.userID)
        #expect(user.displayName == "Ada Lovelace")
    }

    @Test func notSignedInWithoutAValidSession() async throws {
        await #expect(throws: DomainError.notSignedIn) { try await SessionCurrentUser(deps).requireUser() }

        try await deps.signUp()
        deps.fixedClock.advance(by: 30 * 24 * 3600)
        await #expect(throws: DomainError.notSignedIn) { try await SessionCurrentUser(deps).requireUser() }
    }
}
