import DesignTokens
import Domain
@testable import Expenses
import Testing

@Suite struct SummaryPresenterTests {
    @Test func aCategoryOverItsLineIsDrawnInTheErrorColourAndAFullBar() async throws {
        let fixture = try await Fixture()
        let set = SetBudgetLine(fixture.dependencies)
        _ = try await set.execute(SetBudgetRequest(event: "gala", category: "venue", amount: "100"))
        _ = try await set.execute(SetBudgetRequest(event: "gala", category: "decor", amount: "100"))
        try await fixture.add("150", "venue")
        try await fixture.add("25", "decor")
        try await fixture.add("5", "music")
        let summary = try await SummarizeExpenses(fixture.dependencies).execute(ExpensesEventRequest(event: "gala"))
        let table = try #require(SummaryPresenter.summary(summary).document.blocks.compactMap { block -> Table? in
            if case let .table(table) = block { return table }
            return nil
        }.first)
        let bars = table.rows.map { $0[4] }
        #expect(bars.map(\.text) == ["#####...............", "no budget line", "####################"])
        #expect(bars.map(\.tone) == [.success, .muted, .error])
        #expect(bars.map { $0.meter?.label } == ["Spent 25.00 EUR of 100.00 EUR (25%)", nil, "Spent 150.00 EUR of 100.00 EUR (150%)"],
                "a page draws each line's bar, named for screen readers")
        #expect(bars[2].meter.map { ($0.value, $0.limit) } ?? (0, 0) == (15_000, 10_000))
        #expect(table.rows[2][2].tone == .error)
    }

    @Test func theBarFillsInWholeCellsRoundedDown() {
        let euros = { (units: Int64) in Money(minorUnits: units, currency: .euro) }
        #expect(BudgetBar.cell(spent: euros(99), budget: euros(100)).text == String(repeating: "#", count: 19) + ".")
        let full = BudgetBar.cell(spent: euros(100), budget: euros(100))
        #expect(full.text == String(repeating: "#", count: 20) && full.tone == .success)
        #expect(BudgetBar.cell(spent: euros(1), budget: euros(0)).tone == .error)
        #expect(BudgetBar.cell(spent: euros(0), budget: euros(0)).text == String(repeating: ".", count: 20))
    }
}
