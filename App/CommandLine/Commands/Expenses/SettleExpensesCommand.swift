import ArgumentParser
import Expenses

struct SettleExpensesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "settle", abstract: "Show balances and who pays whom to settle up.")

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: SettlementPresenter.settle) {
            try await SettleExpenses($0).execute(ExpensesEventRequest(event: event))
        }
    }
}
