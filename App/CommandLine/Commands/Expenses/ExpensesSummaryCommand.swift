import ArgumentParser
import Expenses

struct ExpensesSummaryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "summary", abstract: "Budget against spending per category, and the cost per head.")

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: SummaryPresenter.summary) {
            try await SummarizeExpenses($0).execute(ExpensesEventRequest(event: event))
        }
    }
}
