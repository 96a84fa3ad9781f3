import Auth
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct LogOutTests {
    let deps = TestAuthDependencies()

    @Test func revokesTheSessionAndClearsTheSessionFile() async throws {
        try await deps.signUp()
        let token = try #require(deps.tokenFile.load())
        deps.fixedClock.advance(by: 10)

        #expect(try await LogOut(deps).execute() == LogOutResponse(wasSignedIn: true))

        #expect(deps.tokenFile.load() == nil)
        #expect(await deps.session(forToken: token)?.revokedAt == deps.fixedClock.now())
    }

    @Test func loggingOutTwiceIsNotAnError() async throws {
        try await deps.signUp()
        #expect(try await LogOut(deps).execute().wasSignedIn)
        let before = await deps.store.snapshot()

        #expect(try await LogOut(deps).execute().wasSignedIn == false)
        #expect(await deps.store.snapshot() == before)
    }

    @Test func loggingOutWhenNeverSignedInChangesNothing() async throws {
        let before = await deps.store.snapshot()
        #expect(try await LogOut(deps).execute().wasSignedIn == false)
        #expect(await deps.store.snapshot() == before)
    }

    @Test func whoAmIAfterLogOutIsNotSignedIn() async throws {
        try await deps.signUp()
        _ = try await LogOut(deps).execute()
        await #expect(throws: DomainError.notSignedIn) { try await WhoAmI(deps).execute() }
    }

    @Test func aTokenWhoseSessionExpiredIsClearedButWasNotSignedIn() async throws {
        try await deps.signUp()
        deps.fixedClock.advance(by: 31 * 24 * 3600)
        let before = await deps.store.snapshot()

        #expect(try await LogOut(deps).execute().wasSignedIn == false)

        #expect(deps.tokenFile.load() == nil)
        #expect(await deps.store.snapshot() == before)
    }

    @Test func aTokenRevokedElsewhereIsCleared() async throws {
        try await deps.signUp()
        let token = try #require(deps.tokenFile.load())
        let session = try #require(await deps.session(forToken: token))
        try await deps.store.revoke(session.id, at: deps.fixedClock.now())

        #expect(try await LogOut(deps).execute().wasSignedIn == false)
        #expect(deps.tokenFile.load() == nil)
    }

    @Test func revokingIsOneStoreWrite() async throws {
        let writes = try await TestAuthDependencies.failingEachStoreWrite(
            setUp: { deps in try await deps.signUp() },
            { deps in _ = try await LogOut(deps).execute() })

        #expect(writes == 1)
    }

    @Test func aSessionFileThatCannotBeClearedLeavesTheSessionActive() async throws {
        try await deps.signUp()
        let before = await deps.store.snapshot()
        deps.tokenFile.failNextWrite(with: .io(field: "session", message: "read-only folder"))

        await #expect(throws: DomainError.io(field: "session", message: "read-only folder")) { try await LogOut(deps).execute() }

        #expect(await deps.store.snapshot() == before)
        #expect(try await WhoAmI(deps).execute().email.value == TestAuthDependencies.email)
    }

    @Test func aFailingWriteKeepsTheSessionAndTheFile() async throws {
        try await deps.signUp()
        let token = deps.tokenFile.load()
        let before = await deps.store.snapshot()
        await deps.store.failNextWrite(with: .storeBusy)

        await #expect(throws: DomainError.storeBusy) { try await LogOut(deps).execute() }

        #expect(await deps.store.snapshot() == before)
        #expect(deps.tokenFile.load() == token)
        #expect(try await WhoAmI(deps).execute().email.value == TestAuthDependencies.email)
    }
}
