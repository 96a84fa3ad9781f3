import Foundation
import Testing

/// Every wrong input: the right exit code, one line naming the field, and the store untouched.
@Suite struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        let fragments: [String]
        var testDescription: String { name }
    }

    static let valid = ["--starts", "2027-06-12T19:00", "--ends", "2027-06-12T23:00", "--timezone", "Europe/Berlin"]

    static func create(_ title: String = "Gala", replacing option: String? = nil, with value: String = "", adding extra: [String] = []) -> [String] {
        var arguments = ["events", "create", title] + valid
        if let option, let index = arguments.firstIndex(of: option) { arguments[index + 1] = value }
        return arguments + extra
    }

    static let cases: [Case] = [
        Case(name: "slash date", arguments: create(replacing: "--starts", with: "12/06/2027 19:00"), fragments: ["starts", "ambiguous", "T19:00"]),
        Case(name: "not a date", arguments: create(replacing: "--starts", with: "next friday-ish"), fragments: ["starts"]),
        Case(name: "impossible date", arguments: create(replacing: "--ends", with: "2027-02-30T10:00"), fragments: ["ends"]),
        Case(name: "end before start", arguments: create(replacing: "--ends", with: "2027-06-12T18:00"), fragments: ["ends", "after"]),
        Case(name: "unknown time zone", arguments: create(replacing: "--timezone", with: "Mars/Olympus_Mons"), fragments: ["timezone", "Europe/Berlin"]),
        Case(name: "negative capacity", arguments: create(adding: ["--capacity=-5"]), fragments: ["capacity"]),
        Case(name: "non-numeric capacity", arguments: create(adding: ["--capacity", "lots"]), fragments: ["capacity"]),
        Case(name: "malformed money", arguments: create(adding: ["--budget", "12,50"]), fragments: ["budget"]),
        Case(name: "too many decimals", arguments: create(adding: ["--budget", "12.505"]), fragments: ["budget"]),
        Case(name: "unknown currency", arguments: create(adding: ["--currency", "EUX"]), fragments: ["currency"]),
        Case(name: "empty title", arguments: create("   "), fragments: ["title"]),
        Case(name: "10 kB title", arguments: create(String(repeating: "x", count: 10_240)), fragments: ["title"]),
        Case(name: "invalid handle", arguments: create(adding: ["--handle", "Not A Handle"]), fragments: ["handle"]),
    ]

    @Test(arguments: cases)
    func createRejects(_ badCase: Case) throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        let before = try rushday.dump()
        try rushday.run(badCase.arguments).expectFailure(65, mentioning: badCase.fragments)
        #expect(try rushday.dump() == before)
    }

    @Test func updateRejectsBadInputAndKeepsTheEvent() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        try rushday.run(Self.create())
        let before = try rushday.dump()
        try rushday.run(["events", "update", "gala", "--ends", "2027-06-12T10:00"]).expectFailure(65, mentioning: ["ends"])
        try rushday.run(["events", "update", "gala", "--capacity", "0"]).expectFailure(65, mentioning: ["capacity"])
        try rushday.run(["events", "update", "nope", "--venue", "Hall"]).expectFailure(65, mentioning: ["nope"])
        #expect(try rushday.dump() == before)
    }

    @Test func usageErrorsExitWith64OnOneLine() throws {
        let rushday = try RushDayProcess()
        try rushday.run(["events", "create"]).expectFailure(64, mentioning: ["title"])
        try rushday.run(["events", "list", "--format", "xml"]).expectFailure(64, mentioning: ["format"])
        try rushday.run(["events", "list", "--upcoming", "--past"]).expectFailure(64, mentioning: ["--upcoming", "--past"])
        try rushday.run(["nonsense"]).expectFailure(64, mentioning: ["nonsense"])
    }

    @Test func anUnusableDatabasePathIsAStoreError() throws {
        let rushday = try RushDayProcess()
        let blocker = rushday.root.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: blocker)
        try rushday.run(["auth", "whoami", "--database", blocker.appendingPathComponent("db.sqlite").path])
            .expectFailure(69, mentioning: ["database"])
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndLeftAlone() throws {
        let rushday = try RushDayProcess()
        let garbage = rushday.root.appendingPathComponent("garbage.sqlite")
        let bytes = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try bytes.write(to: garbage)
        try rushday.run(["events", "list", "--database", garbage.path]).expectFailure(69, mentioning: [garbage.path])
        #expect(try Data(contentsOf: garbage) == bytes)
    }
}
