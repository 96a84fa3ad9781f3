import ArgumentParser

struct KeyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "key",
        abstract: "The event's public signing key, for doors that check codes without the database.",
        subcommands: [ExportKeyCommand.self]
    )
}
