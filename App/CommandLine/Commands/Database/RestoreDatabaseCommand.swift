import ArgumentParser
import Domain

struct RestoreDatabaseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Put a backup written by 'rushday db backup' back as the SQLite database.",
        discussion: """
        Refused while any other process has the database open (stop its servers, doors and commands first), when FILE \
        fails SQLite's integrity check or comes from a newer rushday, and when the database already holds rows, unless \
        --replace is given. A backup from an older rushday is upgraded by the next command, as any older database is. \
        A PostgreSQL server is restored with pg_restore (README.md, "Backups"); 'rushday db copy --from FILE --to URL' \
        fills an empty one from a SQLite backup.
        """
    )

    @Argument(help: ArgumentHelp("The backup to restore from.", valueName: "file"))
    var file: String

    @Flag(name: .long, help: "Overwrite a database that holds rows.")
    var replace = false

    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let database = global.paths.database
        let restored = try await CommandLineFace.wiring.databases.restore(database, from: file, replacing: replace)
        try global.console.show(StorePresenter.restored(restored, from: file), as: format.format)
    }
}
