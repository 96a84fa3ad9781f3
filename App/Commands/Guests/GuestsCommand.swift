import ArgumentParser

struct GuestsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guests",
        abstract: "Guests.",
        subcommands: [GuestsHelloCommand.self]
    )
}
