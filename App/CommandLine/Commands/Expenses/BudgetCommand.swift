import ArgumentParser

struct BudgetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "budget",
        abstract: "An event's budget lines, one per category.",
        subcommands: [SetBudgetCommand.self, ShowBudgetCommand.self]
    )
}
