import ArgumentParser
import Expenses

struct RemoveExpenseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Delete an expense.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The expense's number.") var expense: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: { ExpensesPresenter.removed($0, words: .terminal) }) {
            try await RemoveExpense($0).execute(ExpenseReference(event: event, expense: expense))
        }
    }
}
