import Foundation
import Testing

/// The App names a field by the option the user typed (`--budget`), a positional argument or
/// a thing by its word (`title`, `database`), and adds the hints that are command lines.
@Suite struct ErrorLineTests {
    static let when = ["--starts", "2027-06-12T19:00", "--ends", "2027-06-12T23:00", "--timezone", "Europe/Berlin"]

    static func signedIn() throws -> RushDayProcess {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        return rushday
    }

    @Test func anOptionIsNamedAsTheFlagTyped() throws {
        let rushday = try Self.signedIn()
        let outcome = try rushday.run(["events", "create", "Gala", "--budget", "12,50"] + Self.when)
        outcome.expectFailure(65, mentioning: [])
        #expect(outcome.stderr.hasPrefix("rushday: --budget: "), "\(outcome.stderr)")
    }

    @Test func anUpdateOptionIsNamedAsItsFlag() throws {
        let rushday = try Self.signedIn()
        try rushday.run(["events", "create", "Gala"] + Self.when)
        let title = try rushday.run(["events", "update", "gala", "--title", ""])
        title.expectFailure(65, mentioning: [])
        #expect(title.stderr.hasPrefix("rushday: --title: "), "\(title.stderr)")
        let keep = try rushday.run(["events", "update", "gala", "--venue", "Hall", "--keep-instant"])
        keep.expectFailure(65, mentioning: ["time zone"])
        #expect(keep.stderr.hasPrefix("rushday: --keep-instant: "), "\(keep.stderr)")
    }

    @Test func aPositionalArgumentKeepsItsWord() throws {
        let rushday = try Self.signedIn()
        let title = try rushday.run(["events", "create", ""] + Self.when)
        title.expectFailure(65, mentioning: [])
        #expect(title.stderr.hasPrefix("rushday: title: "), "\(title.stderr)")
        let event = try rushday.run(["events", "show", "nope"])
        event.expectFailure(65, mentioning: [])
        #expect(event.stderr.hasPrefix("rushday: event: "), "\(event.stderr)")
    }

    @Test func aTakenHandleNamesTheOptionAndNoFlagInItsText() throws {
        let rushday = try Self.signedIn()
        try rushday.run(["events", "create", "Gala", "--handle", "gala"] + Self.when)
        let outcome = try rushday.run(["events", "create", "Gala", "--handle", "gala"] + Self.when)
        outcome.expectFailure(65, mentioning: [])
        #expect(outcome.stderr == "rushday: --handle: 'gala' is already used by another event; choose another handle\n")
    }

    @Test func notSignedInGetsTheLoginHint() throws {
        let rushday = try RushDayProcess()
        let outcome = try rushday.run(["events", "list"])
        outcome.expectFailure(77, mentioning: [])
        #expect(outcome.stderr == "rushday: session: not signed in; run 'rushday auth login --email EMAIL' first\n")
    }

    @Test func anUnusableStoreGetsTheDatabaseHintAndStaysAWord() throws {
        let rushday = try RushDayProcess()
        let blocker = rushday.root.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: blocker)
        let outcome = try rushday.run(["auth", "whoami", "--database", blocker.appendingPathComponent("db.sqlite").path])
        outcome.expectFailure(69, mentioning: [])
        #expect(outcome.stderr.hasPrefix("rushday: database: "), "\(outcome.stderr)")
        #expect(outcome.stderr.hasSuffix("; pass --database PATH or set RUSHDAY_DATABASE\n"), "\(outcome.stderr)")
    }

    @Test func textRefusedBeforeParsingStillNamesItsOption() throws {
        let rushday = try RushDayProcess()
        let outcome = try rushday.run(["auth", "signup", "--email", "ada@example.org", "--name", "@RAW@", "--password-stdin"],
                                      rawArgument: Array("Ada".utf8) + [0xFE], stdin: "correct horse battery\n")
        outcome.expectFailure(65, mentioning: ["UTF-8"])
        #expect(outcome.stderr.hasPrefix("rushday: --name: "), "\(outcome.stderr)")
    }
}
