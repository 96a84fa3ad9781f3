import ArgumentParser
import Expenses

struct ListExpensesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List an event's expenses by number.")

    @Argument(help: "The event's handle.") var event: String
    @Option(help: "Only this category.") var category: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: ExpensesPresenter.list) {
            try await ListExpenses($0).execute(ListExpensesRequest(event: event, category: category))
        }
    }
}
