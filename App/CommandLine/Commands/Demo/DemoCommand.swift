import ArgumentParser
import DesignTokens
import Domain
import Foundation

struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Fill a fresh database with a realistic sample and show its dashboard.",
        discussion: """
        Without --database the sample goes to a new temporary folder. With --database PATH, PATH must be new or empty; \
        the demo's session is kept beside it (PATH without its extension, plus -config), so your own sign-in is untouched; \
        with --database postgres://..., the database must be empty and the session goes to a temporary folder.
        """
    )

    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let paths = if let database = global.database { try await Self.ownPaths(database: database) } else { try Self.temporaryPaths() }
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

    /// The database asked for, with the session beside it rather than in the user's config
    /// folder, where it would sign the user out of their own database.
    private static func ownPaths(database: String) async throws -> StorePaths {
        let sessionFolder = CommandLineFace.wiring.databases.isServer(database)
            ? FileManager.default.temporaryDirectory.appendingPathComponent("rushday-demo-\(UUID().uuidString.prefix(8).lowercased())-config").path
            : URL(fileURLWithPath: database).deletingPathExtension().path + "-config"
        let paths = StorePaths(databaseFlag: database, environment: ["RUSHDAY_CONFIG_HOME": sessionFolder])
        guard try await !CommandLineFace.wiring.container(paths, access: .readOnly, clock: nil).storeHoldsData() else {
            throw DomainError.invalid(field: "database", message: "\(database) already holds data, which the demo would mix its sample into; pass --database with a new path, or leave it out for a temporary folder")
        }
        return paths
    }

    private static func explore(_ paths: StorePaths, scenario: DemoScenario) -> Presentation {
        let lines = [
            "Explore the sample (signed in as \(DemoScenario.owner.email), password \(scenario.password)):",
            "  export RUSHDAY_DATABASE=\(shellQuoted(paths.database))",
            "  export RUSHDAY_CONFIG_HOME=\(shellQuoted(paths.configDirectory.path))",
            "  rushday events list",
            "  rushday serve          # the same in a browser, at http://127.0.0.1:8080",
            "                         # and the launch party's public page, where anyone registers: /e/rushday-launch-party",
        ]
        let document = Document([.spacer(.sm)] + lines.map { .text($0, .caption, .muted) })
        return Presentation(document: document, csv: Table(columns: [], rows: []), json: lines)
    }

    /// Single-quoted for a POSIX shell, so a path with spaces, `$` or quotes pastes as itself.
    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
