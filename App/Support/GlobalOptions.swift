import ArgumentParser
import DesignTokens
import Domain
import Foundation

/// Options every command accepts.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The database file (default: $XDG_DATA_HOME/rushday/rushday.sqlite).", valueName: "path"))
    var database: String?

    @Flag(name: .long, help: "Never colour the output (NO_COLOR=1 does the same).")
    var noColor = false

    var paths: StorePaths { StorePaths(databaseFlag: database) }

    /// Builds the adapters once for a command that writes.
    func container() throws(DomainError) -> AppContainer {
        try AppContainer(paths: paths)
    }

    /// Builds the adapters once for a command that only reads: it answers while another
    /// process writes, and creates nothing.
    func readingContainer() throws(DomainError) -> AppContainer {
        try AppContainer(paths: paths, readingOnly: true)
    }

    var console: Console { Console(noColor: noColor) }
}

/// `--format table|json|csv` for commands that print data.
struct FormatOption: ParsableArguments {
    @Option(name: .long, help: "Output format: table (for people), json or csv (for scripts).")
    var format: OutputFormat = .table
}
