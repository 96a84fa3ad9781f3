import ArgumentParser
import Domain

struct DatabaseStatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show which store the database is (SQLite or PostgreSQL), where, its schema version and how many rows each table holds.",
        discussion: "Reads only: it never creates, upgrades or locks the database (an older one is shown as behind), and needs no sign-in."
    )

    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let summary = try await CommandLineFace.wiring.databases.summary(at: global.paths.database)
        try global.console.show(StorePresenter.status(summary), as: format.format)
    }
}
