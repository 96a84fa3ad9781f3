import Auth
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct WhoAmITests {
    let deps = TestAuthDependencies()

    @Test func answersTheSignedInAccount() async throws {
        let signedUp = try await deps.signUp()
        deps.fixedClock.advance(by: 3600)
        #expect(try await WhoAmI(deps).execute() == signedUp)
    }

    @Test func notSignedInWithoutAToken() async throws {
        try await deps.signUp()
        await #expect(throws: DomainError.notSignedIn) { try await WhoAmI(deps.onAnotherMachine()).execute() }
    }

    @Test func notSignedInWithAnUnknownToken() async throws {
        try await deps.signUp()
        try deps.tokenFile.save("forged-token")
        await #expect(throws: DomainError.notSignedIn) { try await WhoAmI(deps).execute() }
    }

    @Test func notSignedInWithARevokedSession() async throws {
        try await deps.signUp()
        let token = try #require(deps.tokenFile.load())
        let session = try #require(await deps.session(forToken: token))
        try await deps.store.revoke(session.id, at: deps.fixedClock.now())

        await #expect(throws: DomainError.notSignedIn) { try await WhoAmI(deps).execute() }
    }

    @Test func aSessionLasts30Days() async throws {
        try await deps.signUp()

        deps.fixedClock.advance(by: 30 * 24 * 3600 - 1)
        _ = try await WhoAmI(deps).execute()

        deps.fixedClock.advance(by: 1)
        await #expect(throws: DomainError.notSignedIn) { try await WhoAmI(deps).execute() }
    }
}
