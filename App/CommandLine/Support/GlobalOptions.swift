import ArgumentParser
import DesignTokens
import Domain

/// Options every command accepts.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The database: a SQLite file (default: $XDG_DATA_HOME/rushday/rushday.sqlite) or postgres://USER@HOST:PORT/DATABASE.", valueName: "location"))
    var database: String?

    @Flag(name: .long, help: "Never colour the output (NO_COLOR=1 does the same).")
    var noColor = false

    var paths: StorePaths { StorePaths(databaseFlag: database) }

    var console: Console { Console(noColor: noColor) }

    /// The adapters over the database these options name, for this command.
    func container(_ access: StoreAccess) throws(DomainError) -> any CommandContainer {
        try CommandLineFace.wiring.container(paths, access: access, clock: nil)
    }
}

/// `--format table|json|csv` for commands that print data.
struct FormatOption: ParsableArguments {
    @Option(name: .long, help: "Output format: table (for people), json or csv (for scripts).")
    var format: OutputFormat = .table
}
