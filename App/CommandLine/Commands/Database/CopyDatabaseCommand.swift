import ArgumentParser
import Domain

struct CopyDatabaseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract: "Copy everything from one database to an empty one: a SQLite file to a PostgreSQL server, or back.",
        discussion: """
        Accounts, sessions, events and every feature's data are copied in one transaction on the target, \
        which must be empty; the row counts are checked before it is kept. The source is only read, \
        and a refused target is left as it was. \
        Either side is a file path or postgres://USER@HOST:PORT/DATABASE (password from PGPASSWORD or ~/.pgpass).
        """
    )

    @Option(help: ArgumentHelp("The database to copy from: a SQLite file or a postgres:// URL.", valueName: "location"))
    var from: String

    @Option(help: ArgumentHelp("The empty database to copy into: a SQLite file (created if missing) or a postgres:// URL.", valueName: "location"))
    var to: String

    @OptionGroup var format: FormatOption
    @Flag(name: .long, help: "Never colour the output (NO_COLOR=1 does the same).")
    var noColor = false

    func run() async throws {
        guard let copied = try await CommandLineFace.wiring.databases.copy(from: from, to: to) else {
            throw DomainError.inputMissing(field: "from", message: "\(from) holds no rushday database to copy")
        }
        try Console(noColor: noColor).show(StorePresenter.copied(copied.counts, from: copied.location, to: to), as: format.format)
    }
}
