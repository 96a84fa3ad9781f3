import Domain
import DomainTestSupport
import Expenses
import Testing

@Suite struct SummaryTests {
    @Test func setsBudgetAgainstSpendingPerCategoryWithCostPerHead() async throws {
        let fixture = try await Fixture(budget: 150_000)
        let set = SetBudgetLine(fixture.dependencies)
        _ = try await set.execute(SetBudgetRequest(event: "gala", category: "venue", amount: "1000"))
        _ = try await set.execute(SetBudgetRequest(event: "gala", category: "catering", amount: "400"))
        try await fixture.add("1000.00", "venue")
        try await fixture.add("450.00", "catering")
        try await fixture.add("20.01", "decor")
        fixture.dependencies.counter.set(HeadCount(accepted: 3))
        let summary = try await SummarizeExpenses(fixture.dependencies).execute(ExpensesEventRequest(event: "gala"))
        #expect(summary.categories.map(\.category) == ["catering", "decor", "venue"])
        #expect(summary.categories.map(\.isOverBudget) == [true, false, false])
        #expect(summary.categories[0].remaining?.minorUnits == -5000)
        #expect(summary.categories[1].budget == nil)
        #expect(summary.categories[2].remaining?.minorUnits == 0)
        #expect(summary.figures.spent.minorUnits == 147_001)
        #expect(summary.figures.budget?.minorUnits == 150_000)
        #expect(summary.figures.remaining?.minorUnits == 2_999)
        #expect(summary.figures.linesOverBudget == nil)
        // 1470.01 / 3 = 490.00333... -> 490.00
        #expect(summary.figures.costPerHead?.minorUnits == 49_000)
        #expect(summary.figures.costPerCheckedInHead == nil)
    }

    @Test func costPerHeadIsNotAvailableWithoutHeadsAndRoundsHalfToEven() async throws {
        let fixture = try await Fixture()
        try await fixture.add("0.05", "decor")
        let summarize = SummarizeExpenses(fixture.dependencies)
        var summary = try await summarize.execute(ExpensesEventRequest(event: "gala"))
        #expect(summary.figures.costPerHead == nil)
        #expect(summary.figures.budget == nil)
        #expect(summary.figures.remaining == nil)
        // 0.05 / 2 = 0.025 -> 0.02 (even); checked-in heads divide too once counted.
        fixture.dependencies.counter.set(HeadCount(accepted: 2, checkedIn: 10))
        summary = try await summarize.execute(ExpensesEventRequest(event: "gala"))
        #expect(summary.figures.costPerHead?.minorUnits == 2)
        #expect(summary.figures.costPerCheckedInHead?.minorUnits == 0)
    }

    @Test func theLinesAreTheBudgetWhenTheEventHasNoneAndPassingItIsSaid() async throws {
        let fixture = try await Fixture()
        _ = try await SetBudgetLine(fixture.dependencies).execute(SetBudgetRequest(event: "gala", category: "venue", amount: "10"))
        var summary = try await SummarizeExpenses(fixture.dependencies).execute(ExpensesEventRequest(event: "gala"))
        #expect(summary.figures.budget?.minorUnits == 1000)
        let capped = try await Fixture(budget: 500)
        _ = try await SetBudgetLine(capped.dependencies).execute(SetBudgetRequest(event: "gala", category: "venue", amount: "10"))
        summary = try await SummarizeExpenses(capped.dependencies).execute(ExpensesEventRequest(event: "gala"))
        #expect(summary.figures.budget?.minorUnits == 500)
        #expect(summary.figures.linesOverBudget?.minorUnits == 500)
    }

    @Test func theDashboardSectionShowsTheFiguresToOrganizersAndNothingToStaff() async throws {
        let fixture = try await Fixture(budget: 10_000)
        try await fixture.add("25.00", "venue")
        fixture.dependencies.counter.set(HeadCount(accepted: 4))
        let contributor = BudgetDashboardContributor(fixture.dependencies)
        let section = try await contributor.section(for: fixture.event, seenAs: .organizer)
        #expect(section == DashboardSection(key: "budget", title: "Budget", items: [
            .init(label: "Budget", value: "100.00 EUR"), .init(label: "Spent", value: "25.00 EUR"),
            .init(label: "Remaining", value: "75.00 EUR"), .init(label: "Cost per head", value: "6.25 EUR"),
        ]))
        #expect(try await contributor.section(for: fixture.event, seenAs: .staff) == nil)
    }
}
