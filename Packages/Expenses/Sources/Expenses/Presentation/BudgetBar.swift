import DesignTokens
import Domain

/// A category's spending against its budget line as a bar of `width` cells: filled in
/// proportion (whole cells, rounded down), success while within the line, the error colour
/// once over it (then always full). ASCII, so it reads on any terminal and in a log; a page
/// draws the same bar as a meter, the summary's chart.
enum BudgetBar {
    static let width = 20

    static func cell(spent: Money, budget: Money?) -> Cell {
        guard let budget else { return Cell("no budget line", tone: .muted) }
        let over = spent.minorUnits > budget.minorUnits
        let filled = over ? width : budget.minorUnits == 0 ? 0 : Int(Int128(spent.minorUnits) * Int128(width) / Int128(budget.minorUnits))
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let share = budget.minorUnits == 0 ? "" : " (\(Int(Int128(spent.minorUnits) * 100 / Int128(budget.minorUnits)))%)"
        let meter = Cell.Meter(value: spent.minorUnits, limit: budget.minorUnits, label: "Spent \(spent) of \(budget)\(share)")
        return Cell(bar, tone: over ? .error : .success, meter: meter)
    }
}
