import ArgumentParser

struct AgendaCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "agenda",
        abstract: "Agenda.",
        subcommands: [AgendaHelloCommand.self]
    )
}
