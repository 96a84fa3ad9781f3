import Foundation
import Testing

@Suite struct AuthFlowTests {
    @Test func signUpSignsInAndWhoAmIAnswersAsJSON() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("  Ada@Example.org ", name: "Ada Lovelace")
        let whoami = try rushday.run(["auth", "whoami", "--format", "json"])
        #expect(whoami.status == 0, "\(whoami.stderr)")
        let account = try JSONSerialization.jsonObject(with: Data(whoami.stdout.utf8)) as? [String: Any]
        #expect(account?["email"] as? String == "ada@example.org")
        #expect(account?["displayName"] as? String == "Ada Lovelace")
    }

    @Test func sessionFileAndDatabaseAreOwnerOnly() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        let session = try FileManager.default.attributesOfItem(atPath: rushday.configDirectory.appendingPathComponent("session").path)
        let database = try FileManager.default.attributesOfItem(atPath: rushday.database.path)
        #expect((session[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect((database[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func theStoreKeepsNoTokenOrPasswordInTheClear() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org", password: "a very secret phrase")
        let token = try String(contentsOf: rushday.configDirectory.appendingPathComponent("session"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let dump = try rushday.dump()
        #expect(!token.isEmpty)
        #expect(!dump.contains(token))
        #expect(!dump.contains("a very secret phrase"))
    }

    @Test func logOutEndsTheSessionAndWhoAmIThenAsksToSignIn() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        #expect(try rushday.run(["auth", "logout"]).status == 0)
        try rushday.run(["auth", "whoami"]).expectFailure(77, mentioning: ["not signed in", "auth login"])
    }

    @Test func logInAgainAfterLogOut() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        try rushday.run(["auth", "logout"])
        let login = try rushday.logIn("ADA@example.org")
        #expect(login.status == 0, "\(login.stderr)")
        #expect(try rushday.run(["auth", "whoami"]).status == 0)
    }

    @Test func wrongPasswordIsDeniedAndChangesNothingButTheFailureCount() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        try rushday.run(["auth", "logout"])
        let before = try rushday.dump(excluding: ["sign_in_failures"])
        try rushday.logIn("ada@example.org", password: "not the password").expectFailure(77, mentioning: ["email or password"])
        #expect(try rushday.dump(excluding: ["sign_in_failures"]) == before)
    }

    @Test func unknownEmailGetsTheSameAnswerAsAWrongPassword() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        let unknown = try rushday.logIn("nobody@example.org")
        let wrong = try rushday.logIn("ada@example.org", password: "not the password")
        #expect(unknown.status == wrong.status)
        #expect(unknown.stderr == wrong.stderr)
    }

    @Test func fiveFailuresLockTheAccountWithARetryTime() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        for _ in 1...5 { try rushday.logIn("ada@example.org", password: "not the password") }
        try rushday.logIn("ada@example.org").expectFailure(77, mentioning: ["try again after"])
    }

    @Test func aShortPasswordIsRejectedWithTheMinimum() throws {
        let rushday = try RushDayProcess()
        let outcome = try rushday.run(["auth", "signup", "--email", "ada@example.org", "--name", "Ada", "--password-stdin"], stdin: "short\n")
        outcome.expectFailure(65, mentioning: ["password", "10"])
        #expect(try rushday.rowCount("users") == 0)
        #expect(try rushday.rowCount("sessions") == 0)
    }

    @Test func passwordsCannotBeGivenOnTheCommandLine() throws {
        let rushday = try RushDayProcess()
        let outcome = try rushday.run(["auth", "signup", "--email", "ada@example.org", "--name", "Ada", "--password", "hunter22hunter22"])
        #expect(outcome.status == 64)
    }

    @Test func withoutATerminalOrStdinFlagThePasswordPromptRefusesClearly() throws {
        let rushday = try RushDayProcess()
        try rushday.run(["auth", "signup", "--email", "ada@example.org", "--name", "Ada"])
            .expectFailure(64, mentioning: ["--password-stdin"])
    }

    @Test func changingThePasswordKeepsThisSessionAndTheNewPasswordWorks() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        let change = try rushday.run(["auth", "passwd", "--password-stdin"], stdin: "correct horse battery\nan even better passphrase\n")
        #expect(change.status == 0, "\(change.stderr)")
        #expect(try rushday.run(["auth", "whoami"]).status == 0)
        try rushday.run(["auth", "logout"])
        #expect(try rushday.logIn("ada@example.org", password: "an even better passphrase").status == 0)
    }
}
