import ArgumentParser
import Domain

struct BackupDatabaseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Write a consistent copy of the SQLite database to a new file, while servers and doors keep using it.",
        discussion: """
        The copy is one snapshot: every change committed before it began, none half done. It is written under another \
        name, checked with SQLite's integrity check, then given FILE's name (mode 0600); an existing FILE is never \
        overwritten. The copy is itself a database: 'rushday db status --database FILE' reads it, and \
        'rushday db restore FILE' puts it back. A PostgreSQL server is backed up with pg_dump (README.md, "Backups").
        Example: rushday db backup ~/backups/rushday-$(date +%F).sqlite
        """
    )

    @Argument(help: ArgumentHelp("The new file to write the backup to.", valueName: "file"))
    var file: String

    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let database = global.paths.database
        let copy = try await CommandLineFace.wiring.databases.backUp(database, to: file)
        try global.console.show(StorePresenter.backedUp(database, to: copy), as: format.format)
    }
}
