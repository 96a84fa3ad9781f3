import Foundation
import Testing

/// What rushday does with hostile or careless input: bytes that are not UTF-8, escape
/// sequences and invisible characters, loose file modes, values outside their set.
@Suite struct InputHygieneTests {
    static let when = ["--starts", "2027-06-12T19:00", "--ends", "2027-06-12T23:00", "--timezone", "Europe/Berlin"]

    static func signedIn() throws -> RushDayProcess {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        return rushday
    }

    // MARK: wrong current password

    @Test func aWrongCurrentPasswordIsNotAllowed() throws {
        let rushday = try Self.signedIn()
        try rushday.run(["auth", "passwd", "--password-stdin"], stdin: "not the password\nanother good one\n")
            .expectFailure(77, mentioning: ["password"])
    }

    // MARK: invalid UTF-8

    @Test func aPasswordThatIsNotUTF8IsRefused() throws {
        let rushday = try RushDayProcess()
        var line = Data("correct-horse-".utf8)
        line.append(0xFF)
        line.append(contentsOf: Data("battery\n".utf8))
        try rushday.run(["auth", "signup", "--email", "ada@example.org", "--name", "Ada", "--password-stdin"], stdinBytes: line)
            .expectFailure(65, mentioning: ["password", "UTF-8"])
        #expect(try rushday.rowCount("users") == 0)
    }

    @Test func anArgumentThatIsNotUTF8IsRefusedNamingItsOption() throws {
        let rushday = try RushDayProcess()
        let name = Array("Ada".utf8) + [0xFE]
        try rushday.run(["auth", "signup", "--email", "ada@example.org", "--name", "@RAW@", "--password-stdin"],
                        rawArgument: name, stdin: "correct horse battery\n")
            .expectFailure(65, mentioning: ["name", "UTF-8"])
        #expect(try rushday.rowCount("users") == 0)
    }

    @Test func aPositionalArgumentThatIsNotUTF8IsRefusedNamingItsPlace() throws {
        let rushday = try Self.signedIn()
        try rushday.run(["events", "create", "@RAW@"] + Self.when, rawArgument: Array("Gala".utf8) + [0x80])
            .expectFailure(65, mentioning: ["argument", "UTF-8"])
        #expect(try rushday.rowCount("events") == 0)
    }

    // MARK: echoed input

    @Test func anEchoedValueCannotReachTheTerminalRaw() throws {
        let rushday = try Self.signedIn()
        var arguments = ["events", "create", "Gala"] + Self.when
        arguments[arguments.count - 1] = "\u{1B}[31mRED\u{1B}]0;pwned\u{07}"
        let outcome = try rushday.run(arguments)
        outcome.expectFailure(65, mentioning: ["timezone", "\\u{1B}[31mRED"])
        #expect(!outcome.stderr.contains("\u{1B}") && !outcome.stderr.contains("\u{07}"))
    }

    @Test func anEchoedValueStaysOnOneLine() throws {
        let rushday = try Self.signedIn()
        try rushday.run(["events", "create", "Gala"] + Self.when + ["--budget", "12.5\n"])
            .expectFailure(65, mentioning: ["budget", "\\u{A}"])
    }

    @Test func aHugeEchoedValueIsCut() throws {
        let rushday = try Self.signedIn()
        let outcome = try rushday.run(["events", "create", "Gala"] + Self.when + ["--budget", String(repeating: "9x", count: 64_000)])
        outcome.expectFailure(65, mentioning: ["budget", "…"])
        #expect(outcome.stderr.count < 400)
    }

    @Test func argumentParsersOwnMessagesAreEscapedToo() throws {
        let rushday = try RushDayProcess()
        let outcome = try rushday.run(["events", "list", "--format", "\u{1B}]0;pwned\u{07}\u{202E}x"])
        outcome.expectFailure(64, mentioning: ["format"])
        #expect(!outcome.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{202E}" })
        // A line break inside the value is shown, not cut at.
        try rushday.run(["events", "list", "--format", "x\ny"]).expectFailure(64, mentioning: ["format", "'x\\u{A}y'"])
    }

    // MARK: invisible and direction-changing characters

    @Test(arguments: [
        (["events", "create", "Gala \u{202E}alag"] + when, "title"),
        (["events", "create", "Gala"] + when + ["--venue", "Town\u{200B}Hall"], "venue"),
        (["events", "create", "Gala"] + when + ["--description", "Dinner \u{2066}and\u{2069} dancing"], "description"),
        (["events", "create", "Gala"] + when + ["--venue", "\u{FEFF}Hall"], "venue"),
    ])
    func invisibleCharactersInEventTextAreRefused(_ arguments: [String], field: String) throws {
        let rushday = try Self.signedIn()
        try rushday.run(arguments).expectFailure(65, mentioning: [field, "U+"])
        #expect(try rushday.rowCount("events") == 0)
    }

    @Test func invisibleCharactersInANameAreRefused() throws {
        let rushday = try RushDayProcess()
        try rushday.run(["auth", "signup", "--email", "ada@example.org", "--name", "Ada\u{202E}ecalevoL", "--password-stdin"],
                        stdin: "correct horse battery\n")
            .expectFailure(65, mentioning: ["name", "U+202E"])
    }

    // MARK: session file mode

    @Test func aSessionFileOthersCanReadIsRefused() throws {
        let rushday = try Self.signedIn()
        let session = rushday.configDirectory.appendingPathComponent("session")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: session.path)
        try rushday.run(["auth", "whoami"]).expectFailure(74, mentioning: ["session", "chmod 600 \(session.path)"])
    }

    @Test func aSessionPathThatIsAFolderIsOnePlainLine() throws {
        let rushday = try RushDayProcess()
        try FileManager.default.createDirectory(at: rushday.configDirectory.appendingPathComponent("session"), withIntermediateDirectories: true)
        let outcome = try rushday.run(["auth", "whoami"])
        outcome.expectFailure(74, mentioning: ["session:"])
        #expect(!outcome.stderr.contains("NSCocoaErrorDomain") && !outcome.stderr.contains("error 256"))
    }

    // MARK: option values

    @Test(arguments: ["--budget", "--capacity"])
    func aNegativeValueGivenTheNaturalWayReachesTheRule(_ option: String) throws {
        let rushday = try Self.signedIn()
        let outcome = try rushday.run(["events", "create", "Gala"] + Self.when + [option, "-5"])
        outcome.expectFailure(65, mentioning: [String(option.dropFirst(2))])
        #expect(!outcome.stderr.contains("Missing value"))
    }

    @Test func aStatusOutsideItsSetIsAUsageErrorListingTheValues() throws {
        let rushday = try Self.signedIn()
        try rushday.run(["events", "list", "--status", "bogus"])
            .expectFailure(64, mentioning: ["status", "draft", "published", "completed", "cancelled"])
    }

    @Test func aRoleOutsideItsSetIsAUsageErrorListingTheValues() throws {
        let rushday = try Self.signedIn()
        try rushday.run(["events", "create", "Gala"] + Self.when)
        try rushday.run(["events", "members", "add", "gala", "bob@example.org", "--role", "admin"])
            .expectFailure(64, mentioning: ["role", "organizer", "staff"])
    }

    @Test func aBlankBudgetIsAnErrorOnCreateAndUpdate() throws {
        let rushday = try Self.signedIn()
        try rushday.run(["events", "create", "Gala"] + Self.when + ["--budget", " "]).expectFailure(65, mentioning: ["budget"])
        try rushday.run(["events", "create", "Gala"] + Self.when + ["--budget", "100"])
        try rushday.run(["events", "update", "gala", "--budget", " "]).expectFailure(65, mentioning: ["budget"])
        let cleared = try rushday.run(["events", "update", "gala", "--budget", "", "--format", "json"])
        #expect(cleared.status == 0, "\(cleared.stderr)")
        #expect(cleared.stdout.contains("\"budget\" : null") || cleared.stdout.contains("\"budget\":null"))
    }

    // MARK: messages

    @Test func anEmptyFilteredListSaysNothingMatched() throws {
        let rushday = try Self.signedIn()
        try rushday.run(["events", "create", "Gala"] + Self.when)
        let outcome = try rushday.run(["events", "list", "--past"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("No past events"), "\(outcome.stdout)")
        #expect(!outcome.stdout.contains("No events yet"))
    }

    @Test func everyErrorNamesItsField() throws {
        let rushday = try Self.signedIn()
        try rushday.run(["events", "show", "nope"]).expectFailure(65, mentioning: ["rushday: event: "])
        try rushday.logIn("ada@example.org", password: "not the password").expectFailure(77, mentioning: ["rushday: email or password: "])
        try rushday.run(["auth", "logout"])
        try rushday.run(["events", "list"]).expectFailure(77, mentioning: ["rushday: session: "])
        try rushday.run(["events", "list", "--upcoming", "--past"]).expectFailure(64, mentioning: ["rushday: --past: "])
        try rushday.run(["auth", "login", "--email", "ada@example.org"]).expectFailure(64, mentioning: ["rushday: password: "])
    }

    @Test func everyCSVHeaderIsCamelCase() throws {
        let rushday = try Self.signedIn()
        try rushday.run(["events", "create", "Gala"] + Self.when)
        let header = { (arguments: [String]) throws -> String in
            String(try rushday.run(arguments + ["--format", "csv"]).stdout.split(separator: "\n").first ?? "")
        }
        #expect(try header(["auth", "whoami"]) == "userId,email,displayName,createdAt,sessionExpiresAt")
        #expect(try header(["events", "list"]) == "handle,title,status,startsAt,timeZone,role")
        #expect(try header(["events", "members", "list", "gala"]) == "email,name,role,addedAt")
    }
}
