import ArgumentParser
import DesignTokens
import Foundation

struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Fill a fresh database with a realistic sample and show its dashboard.",
        discussion: "Without --database the sample goes to a new temporary folder, so nothing of yours is touched."
    )

    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let paths = global.database == nil ? try Self.temporaryPaths() : global.paths
        let scenario = try DemoScenario(paths: paths)
        let dashboard = try await scenario.run()
        try global.console.show(dashboard, as: format.format)
        if format.format == .table {
            try global.console.show(Self.explore(paths, scenario: scenario), as: .table)
        }
    }

    private static func temporaryPaths() throws -> StorePaths {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rushday-demo-\(UUID().uuidString.prefix(8).lowercased())")
        return StorePaths(databaseFlag: folder.appendingPathComponent("rushday.sqlite").path,
                          environment: ["RUSHDAY_CONFIG_HOME": folder.appendingPathComponent("config").path])
    }

    private static func explore(_ paths: StorePaths, scenario: DemoScenario) -> Presentation {
        let lines = [
            "Explore the sample (signed in as \(DemoScenario.owner.email), password \(scenario.password)):",
            "  export RUSHDAY_DATABASE=\(paths.database)",
            "  export RUSHDAY_CONFIG_HOME=\(paths.configDirectory.path)",
            "  rushday events list",
        ]
        let document = Document([.spacer(.sm)] + lines.map { .text($0, .caption, .muted) })
        return Presentation(document: document, csv: Table(columns: [], rows: []), json: lines)
    }
}
