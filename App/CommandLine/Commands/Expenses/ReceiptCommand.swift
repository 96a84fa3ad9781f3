import ArgumentParser
import Expenses
import Foundation

struct ReceiptCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "receipt", abstract: "Save an expense's receipt file, as it was given.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The expense's number.") var expense: String
    @Option(help: "The file to write.") var output: String
    @Flag(help: "Replace the output file if it exists.") var force = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: { ExpensesPresenter.receiptSaved($0, to: output) }) { container in
            let receipt = try await ShowReceipt(container).execute(ExpenseReference(event: event, expense: expense))
            try UserFileIO.write(Data(receipt.bytes), to: output, replacing: force, field: "output")
            return receipt
        }
    }
}
