import ArgumentParser

struct TicketsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tickets",
        abstract: "Tickets.",
        subcommands: [TicketsHelloCommand.self]
    )
}
