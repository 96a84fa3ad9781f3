import ArgumentParser
import Domain
import Expenses

struct AddExpenseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Record what a member paid and how it is split.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The amount, like 120.50 (in --currency when given).") var amount: String
    @Option(help: "The budget category, like catering.") var category: String
    @Option(help: "Who was paid.") var payee: String
    @Option(help: ArgumentHelp("The member who paid, by email.", valueName: "email")) var paidBy: String
    @Option(help: "How it is split (default equal).") var split: ExpenseSplit.Rule?
    @Option(help: ArgumentHelp("A member who shares it: EMAIL, EMAIL=SHARE or EMAIL=AMOUNT (repeat; default: owner and organizers).",
                               valueName: "member")) var among: [String] = []
    @Option(help: ArgumentHelp("The day it was paid, YYYY-MM-DD (default today).", valueName: "day")) var date: String?
    @Option(help: "A note.") var note: String?
    @Option(help: ArgumentHelp("The receipt's file, a PDF or a picture up to 10 MB (kept in the database).", valueName: "file")) var receipt: String?
    @Option(help: ArgumentHelp("The ISO 4217 currency paid in, when not the event's (needs --rate).", valueName: "code")) var currency: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("How many of the event's currency one unit of --currency is worth, like 0.92.",
                                                          valueName: "r")) var rate: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let receipt = self.receipt
        try await global.run(.readWrite, format, present: { ExpensesPresenter.added($0, words: .terminal) }) { container in
            let file = try receipt.map { path throws(DomainError) in ReceiptUpload(name: path, bytes: try UserFileIO.bytes(at: path, field: "receipt")) }
            let request = AddExpenseRequest(event: event, amount: amount, category: category, payee: payee, paidBy: paidBy, split: split,
                                            among: among, date: date, note: note, receipt: file, currency: currency, rate: rate)
            return try await AddExpense(container).execute(request)
        }
    }
}
