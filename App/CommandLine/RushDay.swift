import ArgumentParser

/// The root of the command tree: every feature's command group, then `demo`.
struct RushDay: AsyncParsableCommand {
    /// Computed: the features' groups are the composition's, known once `CommandLineFace.main` runs.
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "rushday",
        abstract: "Plan events: accounts, events and their members, from the command line and in a browser.",
        discussion: """
        Data lives in $XDG_DATA_HOME/rushday/rushday.sqlite unless --database or RUSHDAY_DATABASE says \
        otherwise: another file, or a team's PostgreSQL server as postgres://USER@HOST:PORT/DATABASE (password \
        from PGPASSWORD or ~/.pgpass). The signed-in session lives under $XDG_CONFIG_HOME/rushday (or RUSHDAY_CONFIG_HOME).
        Shell completions: rushday --generate-completion-script bash|zsh|fish
        """,
        version: "0.1.0",
        subcommands: CommandLineFace.wiring.commandGroups + [DatabaseCommand.self, ServeCommand.self, DemoCommand.self]
    ) }
}
