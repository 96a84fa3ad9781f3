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
        #expect(bars == [Cell("#####...............", tone: .success), Cell("no budget line", tone: .muted),
                         Cell("####################", tone: .error)])
        #expect(table.rows[2][2].tone == .error)
    }

    @Test func theBarFillsInWholeCellsRoundedDown() {
        let euros = { (units: Int64) in Money(minorUnits: units, currency: .euro) }
        #expect(BudgetBar.cell(spent: euros(99), budget: euros(100)).text == String(repeating: "#", count: 19) + ".")
        #expect(BudgetBar.cell(spent: euros(100), budget: euros(100)) == Cell(String(repeating: "#", count: 20), tone: .success))
        #expect(BudgetBar.cell(spent: euros(1), budget: euros(0)).tone == .error)
        #expect(BudgetBar.cell(spent: euros(0), budget: euros(0)).text == String(repeating: ".", count: 20))
    }
}
