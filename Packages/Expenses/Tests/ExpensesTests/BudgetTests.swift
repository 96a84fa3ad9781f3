import Domain
import DomainTestSupport
import Expenses
import Testing

@Suite struct BudgetTests {
    @Test func setsAndReplacesLinesAndSaysWhenTheyPassTheEventsBudget() async throws {
        let fixture = try await Fixture(budget: 100_000)
        let set = SetBudgetLine(fixture.dependencies)
        _ = try await set.execute(SetBudgetRequest(event: "gala", category: "Venue", amount: "600"))
        var budget = try await set.execute(SetBudgetRequest(event: "gala", category: "catering", amount: "300.50"))
        #expect(budget.lines.map(\.category.value) == ["catering", "venue"])
        #expect(budget.total.minorUnits == 90_050)
        #expect(budget.overCap == nil)
        budget = try await set.execute(SetBudgetRequest(event: "gala", category: "venue", amount: "700"))
        #expect(budget.total.minorUnits == 100_050)
        #expect(budget.overCap == Money(minorUnits: 50, currency: .euro))
        let shown = try await ShowBudget(fixture.dependencies).execute(ExpensesEventRequest(event: "gala"))
        #expect(shown == budget)
    }

    @Test func refusesBadAmountsAndCategoriesAndStaff() async throws {
        let fixture = try await Fixture()
        let set = SetBudgetLine(fixture.dependencies)
        let before = await fixture.snapshot()
        await #expect(throws: DomainError.invalid(field: "amount", message: "'-1' is negative; write an amount like 1200.55")) {
            try await set.execute(SetBudgetRequest(event: "gala", category: "venue", amount: "-1"))
        }
        await #expect(throws: DomainError.invalid(field: "amount", message: "'1e3' is not a decimal amount; write an amount like 1200.55")) {
            try await set.execute(SetBudgetRequest(event: "gala", category: "venue", amount: "1e3"))
        }
        await #expect(throws: DomainError.invalid(field: "category", message: "'-' is not a category; use 2-48 letters, digits and single hyphens, like venue, catering or photo-booth")) {
            try await set.execute(SetBudgetRequest(event: "gala", category: "-", amount: "1"))
        }
        fixture.signIn(fixture.stan)
        await #expect(throws: DomainError.forbidden("staff cannot see or change expenses and the budget; ask the event's owner or an organizer")) {
            try await ShowBudget(fixture.dependencies).execute(ExpensesEventRequest(event: "gala"))
        }
        #expect(await fixture.snapshot() == before)
    }
}
