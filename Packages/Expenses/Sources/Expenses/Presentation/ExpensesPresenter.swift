public import DesignTokens
public import Domain

/// Expenses' answers in every output format, drawn through DesignTokens (never raw escape
/// codes). JSON: `ExpenseJSON` (a list: an array of them). CSV: `ExpenseColumns`.
public enum ExpensesPresenter {
    public static func list(_ response: ExpenseListResponse) -> Presentation {
        let zone = response.event.timeZone
        return Presentation(
            document: {
                let total = Money(minorUnits: response.expenses.reduce(0) { $0 + $1.amount.minorUnits }, currency: response.event.currency)
                return Document([
                    .heading("Expenses of \(response.event.handle)", .section),
                    .table(screen(response.expenses)),
                    .text("\(response.expenses.count) shown, \(total) in all", .caption, .muted),
                ])
            },
            csv: { csv(response.expenses, zone: zone) },
            json: { response.expenses.map { ExpenseJSON($0, zone: zone) } })
    }

    public static func show(_ response: ExpenseResponse) -> Presentation {
        let expense = response.expense
        func optional(_ text: String?) -> Cell { text.map { Cell($0) } ?? Cell("not set", tone: .muted) }
        var fields = [
            Card.Field("Amount", Cell(expense.amount.description)),
            Card.Field("Category", Cell(expense.category)),
            Card.Field("Payee", Cell(expense.payee)),
            Card.Field("Date", Cell(expense.date)),
            Card.Field("Paid by", Cell(expense.paidBy)),
            Card.Field("Split", Cell(expense.split.rawValue)),
        ]
        if let original = expense.original {
            fields.append(Card.Field("Paid as", Cell("\(original.amount) at \(original.rate)")))
        }
        fields += expense.shares.map { Card.Field("  \($0.member)", Cell(shareText($0))) }
        fields += [Card.Field("Note", optional(expense.note)), Card.Field("Receipt", optional(expense.receipt.map { name in
            expense.stored.map { "\(name) (\($0.contentType), \(Plural.of($0.size, "byte")))" } ?? name + " (a path; its file is not kept)"
        }))]
        return Presentation(
            document: Document([.card(Card(title: "Expense \(expense.number): \(expense.payee)", fields: fields))]),
            csv: csv([expense], zone: response.event.timeZone),
            json: ExpenseJSON(expense, zone: response.event.timeZone))
    }

    public static func added(_ response: ExpenseResponse, words: FaceWords) -> Presentation {
        changed("Added expense \(response.expense.number) to \(response.event.handle): \(response.expense.amount), \(response.expense.category), paid by \(response.expense.paidBy)", response, words: words)
    }

    public static func updated(_ response: ExpenseResponse, words: FaceWords) -> Presentation {
        changed("Updated expense \(response.expense.number): \(response.expense.amount)", response, words: words)
    }

    public static func removed(_ response: ExpenseResponse, words: FaceWords) -> Presentation {
        changed("Removed expense \(response.expense.number) (\(response.expense.amount), \(response.expense.payee)) from \(response.event.handle)", response, words: words)
    }

    /// `export --output FILE`: how many went where (`output` nil: standard output).
    /// `expenses receipt`: JSON `{"event", "expense", "name", "type", "size", "output"}`.
    public static func receiptSaved(_ response: ReceiptResponse, to output: String) -> Presentation {
        let json = ReceiptSavedJSON(event: response.event.handle.value, expense: response.number, name: response.name,
                                    type: response.contentType, size: response.bytes.count, output: output)
        return Presentation(
            document: Document([.status(.success, "Wrote the receipt of expense #\(response.number) (\(response.name), \(Plural.of(json.size, "byte"))) to \(output)", .success)]),
            csv: Table(columns: ["event", "expense", "name", "type", "size", "output"].map { Table.Column($0) },
                       rows: [[json.event, String(json.expense), json.name, json.type, String(json.size), output].map { Cell($0) }]),
            json: json)
    }

    public static func exported(_ response: ExportExpensesResponse, to output: String?) -> Presentation {
        let target = output ?? "-"
        return Presentation(
            document: Document([.status(.success, "Exported \(Plural.of(response.exported, "expense")) of \(response.event.handle) to \(target)", .success)]),
            csv: Table(columns: ["event", "exported", "output"].map { Table.Column($0) },
                       rows: [[Cell(response.event.handle.value), Cell(String(response.exported)), Cell(target)]]),
            json: ExportJSON(event: response.event.handle.value, exported: response.exported, output: output))
    }

    /// "✔ Added ...", the conversion said when there was one, then each member's part.
    private static func changed(_ headline: String, _ response: ExpenseResponse, words: FaceWords) -> Presentation {
        let expense = response.expense
        var blocks: [Block] = [.status(.success, headline, .success)]
        if let dropped = response.dropped {
            blocks.append(.status(.info, "Now in \(expense.amount.currency.code) only: \(expense.amount), converted from \(dropped.amount) at \(dropped.rate); the conversion is dropped (give \(words.field("amount")) for another amount)", .primary))
        }
        if let original = expense.original {
            blocks.append(.status(.info, "Converted \(original.amount) at \(original.rate) \(expense.amount.currency.code) per \(original.amount.currency.code): \(expense.amount) (rounded once, half to even)", .primary))
        }
        blocks += expense.shares.map { .text("\($0.member): \(shareText($0))", .body, .muted) }
        return Presentation(document: Document(blocks), csv: csv([expense], zone: response.event.timeZone),
                            json: ExpenseJSON(expense, zone: response.event.timeZone))
    }

    private static func shareText(_ share: ExpenseDetails.Share) -> String {
        share.share.map { "\(share.amount) (\(Plural.of($0, "share")))" } ?? share.amount.description
    }

    private static func screen(_ expenses: [ExpenseDetails]) -> Table {
        let columns = [Table.Column("#", alignment: .trailing, truncates: false), Table.Column("DATE", truncates: false),
                       Table.Column("CATEGORY"), Table.Column("PAYEE"), Table.Column("AMOUNT", alignment: .trailing, truncates: false),
                       Table.Column("PAID BY"), Table.Column("SPLIT", truncates: false)]
        let rows = expenses.map { expense -> [Cell] in
            let converted = expense.original.map { " (\($0.amount))" } ?? ""
            return [Cell(String(expense.number)), Cell(expense.date), Cell(expense.category), Cell(expense.payee),
                    Cell(expense.amount.description + converted), Cell(expense.paidBy),
                    Cell("\(expense.split.rawValue), \(expense.shares.count)")]
        }
        return Table(columns: columns, rows: rows, emptyMessage: "No expenses.")
    }

    private static func csv(_ expenses: [ExpenseDetails], zone: TimeZoneID) -> Table {
        Table(columns: ExpenseColumns.header.map { Table.Column($0) },
              rows: expenses.map { ExpenseColumns.row($0, zone: zone).map { Cell($0) } }, emptyMessage: "")
    }
}
