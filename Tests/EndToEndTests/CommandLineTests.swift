import Foundation
import Testing

@Suite struct CommandLineTests {
    @Test func versionAndHelpExitZero() throws {
        let rushday = try RushDayProcess()
        let version = try rushday.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.first?.isNumber == true)
        let help = try rushday.run(["events", "create", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--timezone"))
    }

    @Test func completionScriptsComeFromArgumentParser() throws {
        let outcome = try RushDayProcess().run(["--generate-completion-script", "bash"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("rushday"))
    }

    @Test func noColourWhenNoColorIsSetEvenForcedOnATerminalLikeEnvironment() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        let outcome = try rushday.run(["auth", "whoami"], environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"])
        #expect(outcome.status == 0)
        #expect(!outcome.stdout.contains("\u{1B}"))
    }

    @Test func demoWorksOnAFreshMachine() throws {
        let rushday = try RushDayProcess()
        // No RUSHDAY_* variables: the demo must choose its own temporary database.
        let outcome = try rushday.run(["demo"], environment: ["RUSHDAY_DATABASE": "", "RUSHDAY_CONFIG_HOME": ""])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("Members"))
        #expect(outcome.stdout.contains("RUSHDAY_DATABASE="))
        #expect(!FileManager.default.fileExists(atPath: rushday.root.appendingPathComponent("home/.local/share/rushday").path))
    }

    @Test func demoIntoAGivenDatabaseCanBeExploredAfterwards() throws {
        let rushday = try RushDayProcess()
        let outcome = try rushday.run(["demo", "--database", rushday.database.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // The demo keeps its session beside its database, not in the user's config folder.
        let demoConfig = rushday.database.deletingPathExtension().path + "-config"
        let list = try rushday.run(["events", "list", "--format", "json"], environment: ["RUSHDAY_CONFIG_HOME": demoConfig])
        let events = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(events.count >= 3)
        #expect(Set(events.compactMap { $0["status"] as? String }).count >= 3)
        #expect(Set(events.compactMap { $0["timeZone"] as? String }).count >= 2)

        // The launch party has every feature's data: its dashboard shows each section.
        let launch = try #require(events.first { ($0["title"] as? String)?.contains("Launch") == true }?["handle"] as? String)
        let shown = try rushday.run(["events", "show", launch, "--format", "json"], environment: ["RUSHDAY_CONFIG_HOME": demoConfig])
        let dashboard = (try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])?["dashboard"] as? [[String: Any]] ?? []
        #expect(Set(dashboard.compactMap { $0["key"] as? String }).isSuperset(of: ["tickets", "budget"]), "\(shown.stdout)")
        let tickets = try rushday.run(["tickets", "list", launch, "--format", "json"], environment: ["RUSHDAY_CONFIG_HOME": demoConfig])
        #expect((try JSONSerialization.jsonObject(with: Data(tickets.stdout.utf8)) as? [[String: Any]])?.count == 8, "\(tickets.stdout)")
        let settle = try rushday.run(["expenses", "settle", launch], environment: ["RUSHDAY_CONFIG_HOME": demoConfig])
        #expect(settle.status == 0, "\(settle.stderr)")
    }
}
