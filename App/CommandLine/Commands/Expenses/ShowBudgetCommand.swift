import ArgumentParser
import Expenses

struct ShowBudgetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show the budget lines against the event's total budget.")

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: BudgetPresenter.show) {
            try await ShowBudget($0).execute(ExpensesEventRequest(event: event))
        }
    }
}
