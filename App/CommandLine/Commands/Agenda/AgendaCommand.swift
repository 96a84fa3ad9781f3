public import ArgumentParser

/// The `agenda` command group, which the composition plugs in with its feature.
public struct AgendaCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "agenda",
        abstract: "Plan an event's programme: sessions, rooms, speakers, conflicts, calendar export.",
        subcommands: [AddSessionCommand.self, ListAgendaCommand.self, ShowSessionCommand.self, UpdateSessionCommand.self,
                      RemoveSessionCommand.self, ConflictsCommand.self, ExportAgendaCommand.self]
    )

    public init() {}
}
