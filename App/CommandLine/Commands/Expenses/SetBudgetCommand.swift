import ArgumentParser
import Expenses

struct SetBudgetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "set", abstract: "Set what a category may cost (replaces its line).")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The category: venue, catering, decor, music, staff, other, or your own.") var category: String
    @Argument(help: "The amount in the event's currency, like 1200.50.") var amount: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: BudgetPresenter.set) {
            try await SetBudgetLine($0).execute(SetBudgetRequest(event: event, category: category, amount: amount))
        }
    }
}
