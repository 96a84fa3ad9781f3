public import ArgumentParser

/// The `expenses` command group, which the composition plugs in with its feature.
public struct ExpensesCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "expenses",
        abstract: "Plan an event's budget, record what was spent, split it and settle up (owner and organizers).",
        subcommands: [BudgetCommand.self, AddExpenseCommand.self, UpdateExpenseCommand.self, RemoveExpenseCommand.self,
                      ShowExpenseCommand.self, ListExpensesCommand.self, ExpensesSummaryCommand.self, SettleExpensesCommand.self,
                      ExportExpensesCommand.self, ReceiptCommand.self]
    )

    public init() {}
}
