import Foundation
import Testing

/// The root command's groups come from the App's one feature list (App/Composition/Features.swift), with
/// `demo` after them; a feature that Scripts/new-feature adds appears after the ones before it.
@Suite struct SwitchboardTests {
    @Test func theRootListsTheFeaturesInOrderThenDemo() throws {
        let help = try RushDayProcess().run(["--help"])
        #expect(help.status == 0, "\(help.stderr)")
        let section = help.stdout.components(separatedBy: "SUBCOMMANDS:").dropFirst().first ?? ""
        // A subcommand's line starts with its name after two spaces; wrapped abstracts are
        // indented further, and the closing "See 'rushday help ...'" line is capitalised.
        let names = section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), let first = line.dropFirst(2).first, first.isLowercase else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
        #expect(Array(names.prefix(2)) == ["auth", "events"], "\(help.stdout)")
        #expect(names.last == "demo", "\(help.stdout)")
    }
}
