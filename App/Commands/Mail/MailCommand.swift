import ArgumentParser

struct MailCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mail",
        abstract: "Mail.",
        subcommands: [MailHelloCommand.self]
    )
}
