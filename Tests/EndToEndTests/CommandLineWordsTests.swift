@testable import RushDayCommandLine
import Testing

/// `CommandLineWords` without a process: what argument-parser is handed.
@Suite(.composedCommandLine) struct CommandLineWordsTests {
    @Test func aNegativeOptionValueIsJoinedToItsOption() throws {
        #expect(try CommandLineWords.prepared(["guests", "add", "gala", "Ann", "--party", "-1"])
            == ["guests", "add", "--party=-1", "--", "gala", "Ann"])
    }

    @Test func negativeArgumentsGoBehindTheTerminatorInTheirOrder() throws {
        #expect(try CommandLineWords.prepared(["expenses", "add", "gala", "-1.50", "--category", "venue", "--force-nothing"])
            == ["expenses", "add", "--category", "venue", "--force-nothing", "--", "gala", "-1.50"])
        #expect(try CommandLineWords.prepared(["tickets", "checkin", "gala", "-5", "RT1:x", "--", "-y"])
            == ["tickets", "checkin", "--", "gala", "-5", "RT1:x", "-y"])
    }

    @Test func aLineWithoutNegativeNumbersIsHandedOnAsTyped() throws {
        let words = ["guests", "add", "gala", "Ann", "--note", "-x", "--party", "2"]
        #expect(try CommandLineWords.prepared(words) == words)
    }

    @Test func onlyADashAndADigitIsANumber() {
        #expect(CommandLineWords.isNegativeNumber("-5") && CommandLineWords.isNegativeNumber("-.5") && CommandLineWords.isNegativeNumber("-0.92"))
        #expect(!CommandLineWords.isNegativeNumber("-") && !CommandLineWords.isNegativeNumber("--5") && !CommandLineWords.isNegativeNumber("-x"))
        #expect(!CommandLineWords.isNegativeNumber("-.") && !CommandLineWords.isNegativeNumber("5"))
    }

    @Test func aRepeatedOptionIsRefusedAndARepeatableOneIsNot() throws {
        let party = #expect(throws: (any Error).self) { try CommandLineWords.prepared(["guests", "add", "gala", "Ann", "--party", "1", "--party=2"]) }
        #expect(party.map { "\($0)" } == "--party: is given twice; give it once")
        let force = #expect(throws: (any Error).self) { try CommandLineWords.prepared(["guests", "export", "gala", "--force", "--force"]) }
        #expect(force.map { "\($0)" } == "--force: is given twice; give it once")
        let tags = ["guests", "add", "gala", "Ann", "--tag", "a", "--tag", "b"]
        #expect(try CommandLineWords.prepared(tags) == tags)
    }

    @Test func theCommandALineNamesIsFoundInTheTreeOfCommandTypes() {
        #expect(CommandPath(["guests", "add", "gala", "Ann"]).words == 2)
        #expect(ObjectIdentifier(CommandPath(["guests", "add", "gala", "Ann"]).command) == ObjectIdentifier(AddGuestCommand.self))
        #expect(CommandPath(["tickets", "types", "add"]).words == 3)
        #expect(CommandPath(["gala", "guests"]).words == 0)
        #expect(ObjectIdentifier(CommandPath([]).command) == ObjectIdentifier(RushDay.self))
    }
}
