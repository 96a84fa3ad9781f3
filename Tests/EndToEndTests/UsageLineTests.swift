import Foundation
import Testing

/// argument-parser's own refusals, the App's checks of a command line and its warnings read as
/// every other line: `rushday: <field>: ...` (exit 64), `rushday: warning: ...`.
@Suite struct UsageLineTests {
    static let cases: [(arguments: [String], line: String)] = [
        (["guests", "add", "gala", "Ann", "--party", "abc"], "rushday: --party: 'abc' is not a whole number\n"),
        (["guests", "add", "gala", "Ann", "--party"], "rushday: --party: needs a value; see 'rushday guests add --help'\n"),
        (["guests", "add", "gala"], "rushday: name: is missing; see 'rushday guests add --help'\n"),
        (["guests", "add", "gala", "Ann", "--bogus"], "rushday: --bogus: is not an option of 'rushday guests add'; see 'rushday guests add --help'\n"),
        (["guests", "add", "gala", "Ann", "extra"], "rushday: extra: is not an argument nor a command of 'rushday guests add'; see 'rushday guests add --help'\n"),
        (["guests", "export", "gala", "--force=yes"], "rushday: --force: takes no value; leave out 'yes'\n"),
        (["events", "list", "--format", "xml"], "rushday: --format: 'xml' is not one of 'table', 'json' or 'csv'\n"),
        (["events", "list", "--upcoming", "--past"], "rushday: --past: cannot be given with --upcoming; give one of them\n"),
        (["tickets", "issue", "gala", "--type", "t", "--guest", "g", "--name", "n"], "rushday: --name: cannot be given with --guest; give one of them\n"),
        (["tickets", "issue", "gala", "--type", "t"], "rushday: --guest: give either --guest GUEST or --name NAME\n"),
        (["db", "copy", "--database", "x.sqlite", "--from", "a.sqlite", "--to", "b.sqlite"],
         "rushday: --database: is not an option of 'rushday db copy'; see 'rushday db copy --help'\n"),
        (["nonsense"], "rushday: nonsense: is not an argument nor a command of 'rushday'; see 'rushday --help'\n"),
    ]

    @Test func everyUsageErrorNamesItsFieldFirst() throws {
        let rushday = try RushDayProcess()
        for (arguments, line) in Self.cases {
            let outcome = try rushday.run(arguments)
            outcome.expectFailure(64, mentioning: [])
            #expect(outcome.stderr == line, "\(arguments)")
        }
    }

    /// An export without `--output` prints the CSV itself: a json summary cannot go there too.
    @Test func anExportToStandardOutputRefusesTheJSONFormat() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        for command in [["guests", "export"], ["expenses", "export"]] {
            let outcome = try rushday.run(command + ["gala", "--format", "json"])
            outcome.expectFailure(64, mentioning: ["standard output"])
            #expect(outcome.stderr.hasPrefix("rushday: --format: "), "\(outcome.stderr)")
        }
        let csv = try rushday.run(["guests", "export", "gala", "--format", "csv"])
        #expect(csv.status == 0 && csv.stdout.hasPrefix("name,email"), "\(csv.stderr)")
    }

    @Test func importsIgnoredColumnsAreARushdayWarning() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let file = rushday.root.appendingPathComponent("guests.csv")
        try Data("name,shoe size\nAnn Lee,42\n".utf8).write(to: file)
        let outcome = try rushday.run(["guests", "import", "gala", file.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr == "rushday: warning: no field for the columns shoe size; they are ignored (map them with --map COLUMN=FIELD)\n")
    }
}
