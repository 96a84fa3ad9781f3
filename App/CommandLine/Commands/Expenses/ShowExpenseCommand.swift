import ArgumentParser
import Expenses

struct ShowExpenseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one expense and its split.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The expense's number.") var expense: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: ExpensesPresenter.show) {
            try await ShowExpense($0).execute(ExpenseReference(event: event, expense: expense))
        }
    }
}
