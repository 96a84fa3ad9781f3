import ArgumentParser
import Domain
import Expenses

struct UpdateExpenseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Change an expense; what is not given is kept (\"\" clears the note or the receipt).")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The expense's number.") var expense: String
    @Option(parsing: .unconditional, help: "The new amount (in the currency the expense was typed in, or --currency).") var amount: String?
    @Option(help: "The budget category.") var category: String?
    @Option(help: "Who was paid.") var payee: String?
    @Option(help: ArgumentHelp("The member who paid, by email.", valueName: "email")) var paidBy: String?
    @Option(help: "How it is split.") var split: ExpenseSplit.Rule?
    @Option(help: ArgumentHelp("A member who shares it: EMAIL, EMAIL=SHARE or EMAIL=AMOUNT (repeat; replaces the list).",
                               valueName: "member")) var among: [String] = []
    @Option(help: ArgumentHelp("The day it was paid, YYYY-MM-DD.", valueName: "day")) var date: String?
    @Option(help: "A note.") var note: String?
    @Option(help: ArgumentHelp("A new receipt's file, a PDF or a picture up to 10 MB (\"\" takes the receipt away).", valueName: "file")) var receipt: String?
    @Option(help: ArgumentHelp("The ISO 4217 currency paid in (the event's drops the conversion).", valueName: "code")) var currency: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("How many of the event's currency one unit of the currency is worth.",
                                                          valueName: "r")) var rate: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let receipt = self.receipt
        try await global.run(.readWrite, format, present: { ExpensesPresenter.updated($0, words: .terminal) }) { container in
            let change = try receipt.map { path throws(DomainError) -> ReceiptChange in
                path.isEmpty ? .clear : .file(ReceiptUpload(name: path, bytes: try UserFileIO.bytes(at: path, field: "receipt")))
            }
            let request = UpdateExpenseRequest(event: event, expense: expense, amount: amount, category: category, payee: payee,
                                               paidBy: paidBy, split: split, among: among, date: date, note: note, receipt: change,
                                               currency: currency, rate: rate)
            return try await UpdateExpense(container).execute(request)
        }
    }
}
