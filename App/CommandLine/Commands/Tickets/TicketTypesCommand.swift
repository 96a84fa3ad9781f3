import ArgumentParser

struct TicketTypesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "types",
        abstract: "Manage what an event sells: name, price, quota, pool, sales window.",
        subcommands: [AddTicketTypeCommand.self, UpdateTicketTypeCommand.self, RemoveTicketTypeCommand.self, ListTicketTypesCommand.self]
    )
}
