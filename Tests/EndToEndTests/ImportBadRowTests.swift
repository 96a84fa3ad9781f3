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

    /// `--skip-invalid` imports every good row and none of the bad, in one write, saying how
    /// many were left out; `--rejects` writes the bad rows as the file had them plus a problem
    /// column, which, fixed, imports as it is; a dry run writes nothing, and without the flag
    /// the file is refused whole, as before.
    @Test(arguments: Backend.allCases) func badRowsAreLeftOutAndWrittenBackToFix(backend: Backend) throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        try rushday.run(["guests", "add", "gala", "Kept", "--email", "kept@b.org"])
        let text = "name,email,party\nAnn,a@b.org,1\n,blank@b.org,0\nBob,bob@,0\nKept Again,kept@b.org,0\nCy,cy@b.org,x\nDi,\"di@b.org\n"
        let path = try file(rushday, text)
        let before = try rushday.dump()
        let refused = try rushday.run(["guests", "import", "gala", path, "--on-duplicate", "fail"])
        #expect(refused.status == 65 && refused.stderr.split(separator: "\n").count == 5, "\(refused.stderr)")
        let dry = try rushday.run(["guests", "import", "gala", path, "--on-duplicate", "fail", "--skip-invalid", "--dry-run"])
        #expect(dry.status == 0 && dry.stdout.contains("Would import into gala: 1 added") && dry.stdout.contains("5 bad rows would be left out"), "\(dry.stdout)")
        #expect(try rushday.dump() == before, "a refusal or a dry run changed the store")

        let rejects = rushday.root.appendingPathComponent("rejects.csv")
        let imported = try rushday.run(["guests", "import", "gala", path, "--on-duplicate", "fail", "--skip-invalid", "--rejects", rejects.path,
                                        "--format", "json"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let summary = try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any]
        #expect(summary?["added"] as? Int == 1 && summary?["invalid"] as? Int == 5, "\(imported.stdout)")
        #expect(imported.stderr.contains("\(path):4: email: 'bob@' is not an email address"), "each bad row is still said")
        let listed = try JSONSerialization.jsonObject(with: Data(try rushday.run(["guests", "list", "gala", "--format", "json"]).stdout.utf8)) as? [[String: Any]]
        #expect(listed?.compactMap { $0["handle"] as? String }.sorted() == ["ann", "kept"])

        let written = try String(contentsOf: rejects, encoding: .utf8)
        let lines = written.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "name,email,party,problem" && lines.count >= 6, "\(written)")
        #expect(lines[1] == ",blank@b.org,0,name: is blank; give the guest's name", "\(written)")
        #expect(lines.contains { $0.hasPrefix("Kept Again,kept@b.org,0,email: kept@b.org is already on this event's guest list") }, "\(written)")
        #expect(try rushday.run(["guests", "import", "gala", path, "--skip-invalid", "--rejects", rejects.path]).status != 0, "an existing file is not replaced")

        // Fixed in place, the rejected rows import; their problem column is ignored with a warning.
        let fixed = "name,email,party,problem\nBea,blank@b.org,0,\nBob,bob@b.org,0,\nCy,cy@b.org,1,\nDi,di@b.org,0,\n"
        let again = try rushday.run(["guests", "import", "gala", try file(rushday, fixed)])
        #expect(again.status == 0 && again.stdout.contains("4 added") && again.stderr.contains("problem"), "\(again.stdout) \(again.stderr)")
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
