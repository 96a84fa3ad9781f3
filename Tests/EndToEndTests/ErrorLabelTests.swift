@testable import RushDayCommandLine
import Testing

/// `ErrorLine` without a process: which fields become flags, for which commands and errors.
@Suite(.composedCommandLine) struct ErrorLabelTests {
    static let when = ["--starts", "2027-06-12T19:00", "--ends", "2027-06-12T23:00", "--timezone", "Europe/Berlin"]

    @Test func propertyNamesBecomeLongNames() {
        #expect(OptionNames.kebabCase("keepInstant") == "keep-instant")
        #expect(OptionNames.kebabCase("passwordStdin") == "password-stdin")
        #expect(OptionNames.kebabCase("budget") == "budget")
    }

    @Test func optionsAreFoundInsideNestedOptionGroups() throws {
        let names = OptionNames.long(of: try RushDay.parseAsRoot(["events", "update", "gala", "--venue", "Hall"]))
        #expect(names.isSuperset(of: ["title", "budget", "starts", "timezone", "keep-instant", "format", "database", "no-color"]))
        #expect(!names.contains("event"))
    }

    @Test func aTypedOptionIsShownAsItsFlag() throws {
        let create = try RushDay.parseAsRoot(["events", "create", "Gala"] + Self.when)
        #expect(ErrorLine.text(for: .invalid(field: "budget", message: "is not an amount"), command: create) == "--budget: is not an amount")
        #expect(ErrorLine.text(for: .invalid(field: "title", message: "is required"), command: create) == "title: is required")
        #expect(ErrorLine.text(for: .invalid(field: "budget", message: "is not an amount"), command: nil) == "budget: is not an amount")
    }

    @Test func aThingSpelledLikeAnOptionStaysAWord() throws {
        let add = try RushDay.parseAsRoot(["events", "members", "add", "gala", "stan@example.org", "--role", "organizer"])
        #expect(ErrorLine.text(for: .forbidden("staff cannot manage members"), command: add) == "role: staff cannot manage members")
        #expect(ErrorLine.text(for: .storeBusy, command: add) == "database: the database is busy with another writer; try again")
        #expect(ErrorLine.text(for: .storeUnavailable("the disk is full"), command: add)
            == "database: the disk is full; pass --database PATH or set RUSHDAY_DATABASE")
    }

    @Test func notSignedInNamesTheLoginCommand() throws {
        #expect(ErrorLine.text(for: .notSignedIn, command: try RushDay.parseAsRoot(["events", "list"]))
            == "session: not signed in; run 'rushday auth login --email EMAIL' first")
    }
}
