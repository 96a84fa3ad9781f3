import ArgumentParser

struct DatabaseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "db",
        abstract: "The database itself: which store, its schema and counts; upgrading it; copying it to another store; backing it up and restoring it.",
        subcommands: [DatabaseStatusCommand.self, DatabaseUpgradeCommand.self, CopyDatabaseCommand.self, BackupDatabaseCommand.self, RestoreDatabaseCommand.self]
    )
}
