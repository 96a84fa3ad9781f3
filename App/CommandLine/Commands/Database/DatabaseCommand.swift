import ArgumentParser

struct DatabaseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "db",
        abstract: "The database itself: which store, its schema and counts; upgrading it; copying it to another store.",
        subcommands: [DatabaseStatusCommand.self, DatabaseUpgradeCommand.self, CopyDatabaseCommand.self]
    )
}
