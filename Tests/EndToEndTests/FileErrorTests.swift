import Foundation
import Testing

/// Every file a command reads or writes is refused in the same words when the path is wrong,
/// with the sysexits code of what is wrong: 66 a file to read is missing, 73 a file exists and
/// `--force` was not given, 74 anything else (a folder, no such folder). Never Foundation's text.
@Suite struct FileErrorTests {
    @Test func eachWrongPathSaysWhatIsWrongWithIt() throws {
        let rushday = try TicketedGala.owned()
        #expect(try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Ann Lee"]).status == 0)
        let reference = try #require(try TicketedGala.codes(rushday).first)
        let folder = rushday.root.appendingPathComponent("a folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let nowhere = rushday.root.appendingPathComponent("no/such").path
        let existing = rushday.root.appendingPathComponent("taken.csv")
        try Data("keep".utf8).write(to: existing)
        let before = try rushday.dump()
        let cases: [([String], Int32, String)] = [
            (["guests", "export", "gala", "--output", folder.path, "--force"], 74, "--output: \(folder.path) is a folder, not a file"),
            (["guests", "export", "gala", "--output", nowhere + "/g.csv"], 74, "--output: \(nowhere)/g.csv cannot be written: there is no folder \(nowhere)"),
            (["guests", "export", "gala", "--output", existing.path], 73,
             "--output: \(existing.path) already exists; choose another file, or replace it with --force"),
            (["expenses", "export", "gala", "--output", folder.path, "--force"], 74, "--output: \(folder.path) is a folder, not a file"),
            (["agenda", "export", "gala", "--ics", nowhere + "/x.ics"], 74, "--ics: \(nowhere)/x.ics cannot be written: there is no folder \(nowhere)"),
            (["agenda", "export", "gala", "--ics", folder.path, "--force"], 74, "--ics: \(folder.path) is a folder, not a file"),
            (["tickets", "show", reference, "--png", folder.path, "--force"], 74, "--png: \(folder.path) is a folder, not a file"),
            (["tickets", "show", reference, "--svg", nowhere + "/t.svg"], 74, "--svg: \(nowhere)/t.svg cannot be written: there is no folder \(nowhere)"),
            (["tickets", "sheet", "gala", "--html", folder.path, "--force"], 74, "--html: \(folder.path) is a folder, not a file"),
            (["guests", "import", "gala", folder.path], 74, "file: \(folder.path) is a folder, not a file"),
            (["guests", "import", "gala", nowhere + "/g.csv"], 66, "file: \(nowhere)/g.csv does not exist: there is no folder \(nowhere)"),
            (["guests", "import", "gala", existing.path + ".missing"], 66, "file: \(existing.path).missing does not exist; check the path"),
            (["tickets", "verify", reference, "--key", folder.path], 74, "--key: \(folder.path) is a folder, not a file"),
        ]
        for (arguments, code, line) in cases {
            let outcome = try rushday.run(arguments)
            outcome.expectFailure(code, mentioning: [])
            #expect(outcome.stderr.hasPrefix("rushday: " + line), "\(arguments): \(outcome.stderr)")
            #expect(!outcome.stderr.contains("NSCocoaErrorDomain") && !outcome.stderr.contains("cannotOpenFile"), "\(outcome.stderr)")
        }
        #expect(try rushday.dump() == before)
        #expect(try String(contentsOf: existing, encoding: .utf8) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
