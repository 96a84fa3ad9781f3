public import DesignTokens
import Domain

/// `summary` in every format: a table with a bar per category (over budget in the error
/// colour), then the totals and the cost per head. JSON: `SummaryJSON`. CSV: one row per
/// category, `category,budget,spent,remaining,overBudget,currency`.
public enum SummaryPresenter {
    public static func summary(_ response: SummaryResponse) -> Presentation {
        Presentation(document: { document(response) }, csv: { csv(response) }, json: { SummaryJSON(response) })
    }

    private static func document(_ response: SummaryResponse) -> Document {
        let figures = response.figures
        let columns = [Table.Column("CATEGORY"), Table.Column("BUDGET", alignment: .trailing, truncates: false),
                       Table.Column("SPENT", alignment: .trailing, truncates: false),
                       Table.Column("REMAINING", alignment: .trailing, truncates: false), Table.Column("", truncates: false)]
        let rows = response.categories.map { line -> [Cell] in
            let tone: Tone = line.isOverBudget ? .error : .plain
            return [Cell(line.category), Cell(line.budget?.description ?? "-", tone: line.budget == nil ? .muted : .plain),
                    Cell(line.spent.description, tone: tone), Cell(line.remaining?.description ?? "-", tone: tone),
                    BudgetBar.cell(spent: line.spent, budget: line.budget)]
        }
        var blocks: [Block] = [
            .heading("Budget and spending of \(response.event.handle)", .section),
            .table(Table(columns: columns, rows: rows, emptyMessage: "No budget lines and no expenses.")),
        ]
        let source = response.event.budget == nil ? "the lines" : "the event's budget"
        if let budget = figures.budget, let remaining = figures.remaining {
            blocks.append(.text("Budget \(budget) (\(source)); spent \(figures.spent)", .body, .plain))
            blocks.append(remaining.minorUnits < 0
                ? .status(.error, "Over budget by \(Money(minorUnits: -remaining.minorUnits, currency: remaining.currency))", .error)
                : .text("Remaining \(remaining)", .body, .success))
        } else {
            blocks.append(.text("No budget; spent \(figures.spent)", .body, .plain))
        }
        if let over = figures.linesOverBudget, let cap = response.event.budget {
            blocks.append(.status(.warning, "The budget lines add up to \(figures.lines), \(over) more than the event's budget of \(cap)", .warning))
        }
        let accepted = figures.heads.accepted
        blocks.append(.text("Cost per head: \(figures.costPerHead?.description ?? "n/a") (\(accepted) accepted \(Plural.noun(accepted, "head")))", .body, .plain))
        if let checkedIn = figures.heads.checkedIn {
            blocks.append(.text("Cost per checked-in head: \(figures.costPerCheckedInHead?.description ?? "n/a") (\(checkedIn) checked in)", .body, .plain))
        }
        return Document(blocks)
    }

    private static func csv(_ response: SummaryResponse) -> Table {
        let rows = response.categories.map { line -> [Cell] in
            [line.category, line.budget?.decimalString ?? "", line.spent.decimalString, line.remaining?.decimalString ?? "",
             String(line.isOverBudget), line.spent.currency.code].map { Cell($0) }
        }
        return Table(columns: ["category", "budget", "spent", "remaining", "overBudget", "currency"].map { Table.Column($0) },
                     rows: rows, emptyMessage: "")
    }
}
