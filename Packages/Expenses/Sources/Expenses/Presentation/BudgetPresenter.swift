public import DesignTokens
import Domain

/// `budget set | show` in every format. JSON: `BudgetJSON`. CSV: `category,amount,currency`,
/// one row per line.
public enum BudgetPresenter {
    public static func set(_ response: BudgetResponse) -> Presentation {
        present(response, headline: .status(.success, "Budget of \(response.event.handle) set: \(response.total) in \(Plural.of(response.lines.count, "line"))", .success))
    }

    public static func show(_ response: BudgetResponse) -> Presentation {
        present(response, headline: .heading("Budget of \(response.event.handle)", .section))
    }

    private static func present(_ response: BudgetResponse, headline: Block) -> Presentation {
        var blocks = [headline, .table(screen(response))]
        let cap = response.event.budget.map { "the event's budget is \($0)" } ?? "the event has no total budget"
        blocks.append(.text("Lines add up to \(response.total); \(cap)", .caption, .muted))
        if let over = response.overCap, let cap = response.event.budget {
            blocks.append(.status(.warning, "The budget lines add up to \(response.total), \(over) more than the event's budget of \(cap)", .warning))
        }
        let rows = response.lines.map { [Cell($0.category.value), Cell($0.amount.decimalString), Cell($0.amount.currency.code)] }
        return Presentation(document: Document(blocks),
                            csv: Table(columns: ["category", "amount", "currency"].map { Table.Column($0) }, rows: rows, emptyMessage: ""),
                            json: BudgetJSON(response))
    }

    private static func screen(_ response: BudgetResponse) -> Table {
        let columns = [Table.Column("CATEGORY"), Table.Column("AMOUNT", alignment: .trailing, truncates: false)]
        return Table(columns: columns, rows: response.lines.map { [Cell($0.category.value), Cell($0.amount.description)] },
                     emptyMessage: "No budget lines.")
    }
}
