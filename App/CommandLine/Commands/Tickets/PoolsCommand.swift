import ArgumentParser

struct PoolsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pools",
        abstract: "Quota pools several ticket types share.",
        subcommands: [SetPoolCommand.self]
    )
}
