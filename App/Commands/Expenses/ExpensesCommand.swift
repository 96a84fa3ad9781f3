import ArgumentParser

struct ExpensesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expenses",
        abstract: "Expenses.",
        subcommands: [ExpensesHelloCommand.self]
    )
}
