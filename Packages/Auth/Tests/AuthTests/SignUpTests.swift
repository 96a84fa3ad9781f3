import Auth
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct SignUpTests {
    let deps = TestAuthDependencies()

    @Test func createsTheAccountAndSignsIn() async throws {
        let account = try await deps.signUp(email: "  Ada@Example.ORG ", name: "  Ada Lovelace ")

        #expect(account.email.value == "ada@example.org")
        #expect(account.displayName == "Ada Lovelace")
        #expect(account.createdAt == TestAuthDependencies.start)
        #expect(account.sessionExpiresAt == TestAuthDependencies.start.addingTimeInterval(30 * 24 * 3600))

        let stored: User? = await deps.store.find(email: try EmailAddress("ada@example.org"))
        let user = try #require(stored)
        #expect(user.id == account.userID)
        #expect(user.passwordHash == TransparentPasswordHasher().hash(TestAuthDependencies.password))

        let token = try #require(deps.tokenFile.load())
        let session = try #require(await deps.session(forToken: token))
        #expect(session.userID == user.id)
        #expect(session.isActive(at: TestAuthDependencies.start))
        #expect(try await WhoAmI(deps).execute() == account)
    }

    @Test(arguments: ["", "ada", "ada@", "@example.org", "ada@example", "ada@.org", "ada lovelace@example.org", "a@b@example.org"])
    func rejectsAnEmailThatIsNotOne(_ email: String) async throws {
        let before = await deps.store.snapshot()
        let error = await #expect(throws: DomainError.self) { try await deps.signUp(email: email) }
        #expect(error?.field == "email")
        #expect(await deps.store.snapshot() == before)
        #expect(deps.tokenFile.load() == nil)
    }

    @Test func rejectsATakenEmailWhateverItsCase() async throws {
        try await deps.signUp()
        _ = try await LogOut(deps).execute()
        let before = await deps.store.snapshot()

        let error = await #expect(throws: DomainError.self) {
            try await deps.signUp(email: " ADA@example.org", name: "Another Ada", password: "a different password")
        }

        guard case .conflict(field: "email", _) = error else {
            Issue.record("expected an email conflict, got \(String(describing: error))")
            return
        }
        #expect(await deps.store.snapshot() == before)
        #expect(deps.tokenFile.load() == nil)
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func requiresADisplayName(_ name: String) async throws {
        let error = await #expect(throws: DomainError.self) { try await deps.signUp(name: name) }
        #expect(error?.field == "name")
        #expect(error?.message.contains("required") == true)
    }

    @Test func limitsTheDisplayNameTo100Characters() async throws {
        let error = await #expect(throws: DomainError.self) {
            try await deps.signUp(name: String(repeating: "é", count: 101))
        }
        #expect(error?.field == "name")
        #expect(error?.message.contains("100") == true)

        let account = try await deps.signUp(name: String(repeating: "é", count: 100))
        #expect(account.displayName.count == 100)
    }

    @Test(arguments: ["Ada\tLovelace", "Ada\nLovelace", "Ada\u{7}", "Ada\u{2028}Lovelace"])
    func rejectsControlCharactersInTheDisplayName(_ name: String) async throws {
        let error = await #expect(throws: DomainError.self) { try await deps.signUp(name: name) }
        #expect(error?.field == "name")
    }

    @Test(arguments: ["Ada\u{202E}ecalevoL", "Ada\u{200B}Lovelace", "\u{2066}Ada\u{2069}", "\u{FEFF}Ada"])
    func rejectsInvisibleAndDirectionChangingCharactersInTheDisplayName(_ name: String) async throws {
        let error = await #expect(throws: DomainError.self) { try await deps.signUp(name: name) }
        #expect(error?.field == "name")
        #expect(await deps.store.allSessions().isEmpty)
    }

    @Test func thePasswordIsHashedInOneFormWhateverKeyboardTypedIt() async throws {
        try await deps.signUp(password: "cafe\u{301} analytical")
        try await deps.onAnotherMachine().logIn(password: "caf\u{E9} analytical")
    }

    @Test func requiresAtLeast10CharactersOfPassword() async throws {
        let error = await #expect(throws: DomainError.self) { try await deps.signUp(password: "123456789") }
        #expect(error?.field == "password")
        #expect(error?.message.contains("at least 10 characters") == true)

        try await deps.signUp(password: "1234567890")
    }

    @Test func limitsThePasswordTo1024Characters() async throws {
        let error = await #expect(throws: DomainError.self) {
            try await deps.signUp(password: String(repeating: "x", count: 1025))
        }
        #expect(error?.field == "password")
        #expect(error?.message.contains("1024") == true)

        try await deps.signUp(password: String(repeating: "x", count: 1024))
    }

    @Test func rejectsAPasswordOfOnlyWhitespace() async throws {
        let error = await #expect(throws: DomainError.self) {
            try await deps.signUp(password: String(repeating: " ", count: 12) + "\t")
        }
        #expect(error?.field == "password")
        #expect(error?.message.contains("spaces") == true)
    }

    @Test(arguments: ["ada@example.org", "ADA@Example.org", " ada@example.org "])
    func rejectsThePasswordBeingTheEmail(_ password: String) async throws {
        let error = await #expect(throws: DomainError.self) {
            try await deps.signUp(email: "ada@example.org", password: password)
        }
        #expect(error?.field == "password")
        #expect(error?.message.contains("email") == true)
    }

    @Test func theAccountItsSessionAndTheReplacedSessionAreOneStoreWrite() async throws {
        let writes = try await TestAuthDependencies.failingEachStoreWrite(
            setUp: { deps in try await deps.signUp(email: "grace@example.org", name: "Grace Hopper") },
            { deps in try await deps.signUp() })

        #expect(writes == 1)
    }

    @Test func aStoreFailureLeavesNoAccountAndThisMachineSignedInAsBefore() async throws {
        try await deps.signUp(email: "grace@example.org", name: "Grace Hopper")
        let graceToken = deps.tokenFile.load()
        let before = await deps.store.snapshot()
        await deps.store.failNextWrite(with: .storeBusy)

        await #expect(throws: DomainError.storeBusy) { try await deps.signUp() }

        #expect(await deps.store.snapshot() == before)
        #expect(deps.tokenFile.load() == graceToken)
        #expect(try await WhoAmI(deps).execute().email.value == "grace@example.org")
        try await deps.signUp()
    }

    @Test func aSessionFileThatCannotBeWrittenLeavesTheStoreUntouched() async throws {
        try await deps.signUp(email: "grace@example.org", name: "Grace Hopper")
        let graceToken = deps.tokenFile.load()
        let before = await deps.store.snapshot()
        deps.tokenFile.failNextWrite(with: .io(field: "session", message: "disk full"))

        await #expect(throws: DomainError.io(field: "session", message: "disk full")) { try await deps.signUp() }

        #expect(await deps.store.snapshot() == before)
        #expect(deps.tokenFile.load() == graceToken)
        #expect(try await WhoAmI(deps).execute().email.value == "grace@example.org")
    }

    @Test func replacesTheSessionAlreadyOnThisMachine() async throws {
        try await deps.signUp(email: "grace@example.org", name: "Grace Hopper")
        let graceToken = try #require(deps.tokenFile.load())

        let ada = try await deps.signUp()

        #expect(try await WhoAmI(deps).execute().userID == ada.userID)
        #expect(await deps.session(forToken: graceToken)?.revokedAt == TestAuthDependencies.start)
    }
}
