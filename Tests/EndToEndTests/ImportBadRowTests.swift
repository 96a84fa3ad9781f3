import Foundation
import Testing

/// Rows whose cells do not line up with the header, a quote never closed, and a line break
/// inside a one-line cell: each a bad row with its own line and message, on both stores, and
/// nothing written.
@Suite struct ImportBadRowTests {
    func file(_ rushday: RushDayProcess, _ text: String) throws -> String {
        let url = rushday.root.appendingPathComponent("list.csv")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test(arguments: Backend.allCases) func cellsThatDoNotLineUpAndAnUnclosedQuoteAreBadRows(backend: Backend) throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        try rushday.run(["guests", "add", "gala", "Kept"])
        let before = try rushday.dump()
        let path = try file(rushday, "name,email\nAnn,a@b.org\nLee, Ann,ann@b.org\nBob\n\"Cy\nDi\",cy@b.org\nEd,\"ed@b.org\nFay,fay@b.org\n")
        let outcome = try rushday.run(["guests", "import", "gala", path])
        #expect(outcome.status == 65)
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        #expect(lines == [
            "\(path):3: row: has 3 cells where the header has 2; quote a cell that holds the separator, like \"Lee, Ann\"",
            "\(path):4: row: has 1 cell where the header has 2; give every column a cell, a blank one included",
            "\(path):5: name: 'Cy\\u{A}Di' breaks onto a second line inside its quotes (Alt+Enter in a spreadsheet); put it on one line, or split it into rows",
            "\(path):7: row: the quote opened on line 7 is never closed, so the rest of the file would be one cell; close it with \" (a quote inside a quoted cell is written \"\")",
        ], "\(outcome.stderr)")
        #expect(try rushday.dump() == before)
    }

    /// A note may hold line breaks (it is the one multi-line field); the row imports.
    @Test func aLineBreakInANoteIsKept() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let path = try file(rushday, "name,note\nAnn,\"first line\nsecond line\"\n")
        let outcome = try rushday.run(["guests", "import", "gala", path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let shown = try rushday.run(["guests", "show", "gala", "ann", "--format", "json"])
        let ann = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any]
        #expect(ann?["note"] as? String == "first line\nsecond line")
    }
}
