import DesignTokens
import Domain
import DomainTestSupport
import Expenses
import Testing

@Suite struct ChangeExpenseTests {
    @Test func updateKeepsWhatIsNotGivenAndSplitsANewAmountByTheSameRule() async throws {
        let fixture = try await Fixture()
        try await fixture.add("10.00", split: .shares, among: ["ada@example.org=3", "otto@example.org=1"])
        let update = UpdateExpense(fixture.dependencies)
        var updated = try await update.execute(UpdateExpenseRequest(event: "gala", expense: "1", amount: "20", payee: "Bistro"))
        #expect(Fixture.parts(updated) == ["ada@example.org": 1500, "otto@example.org": 500])
        #expect(updated.expense.payee == "Bistro")
        #expect(updated.expense.category == "catering")
        updated = try await update.execute(UpdateExpenseRequest(event: "gala", expense: "#1", split: .equal, among: ["olga@example.org"]))
        #expect(Fixture.parts(updated) == ["olga@example.org": 2000])
        updated = try await update.execute(UpdateExpenseRequest(event: "gala", expense: "1", currency: "USD", rate: "0.5"))
        #expect(updated.expense.amount.minorUnits == 1000)
        #expect(updated.expense.original?.amount == Money(minorUnits: 2000, currency: .usDollar))
        // An amount alone is in the currency it was typed in, at the stored rate.
        updated = try await update.execute(UpdateExpenseRequest(event: "gala", expense: "1", amount: "30"))
        #expect(updated.expense.amount.minorUnits == 1500)
        // Back to the event's currency alone: the amount as converted stays, the conversion goes, and it says so.
        updated = try await update.execute(UpdateExpenseRequest(event: "gala", expense: "1", currency: "EUR"))
        #expect(updated.expense.original == nil)
        #expect(updated.expense.amount.minorUnits == 1500)
        #expect(updated.dropped?.amount == Money(minorUnits: 3000, currency: .usDollar))
        let said = TerminalRenderer(capabilities: .init(width: 200)).render(ExpensesPresenter.updated(updated, words: .plain).document)
        #expect(said.contains("Now in EUR only: 15.00 EUR, converted from 30.00 USD at 0.5; the conversion is dropped"), "\(said)")
        #expect(try await ShowExpense(fixture.dependencies).execute(ExpenseReference(event: "gala", expense: "1")).expense == updated.expense)
    }

    @Test func updateRefusesExactPartsThatNoLongerAddUpAndChangesNothing() async throws {
        let fixture = try await Fixture()
        try await fixture.add("10", split: .exact, among: ["ada@example.org=4", "otto@example.org=6"])
        let before = await fixture.snapshot()
        await #expect(throws: DomainError.invalid(field: "among", message: "the exact amounts add up to 10.00 EUR, 2.00 EUR short of the expense's 12.00 EUR; make them add up to the total")) {
            try await UpdateExpense(fixture.dependencies).execute(UpdateExpenseRequest(event: "gala", expense: "1", amount: "12"))
        }
        await #expect(throws: DomainError.notFound(field: "expense", message: "no expense 9 in 'gala'", next: .listExpenses(event: try Handle("gala")))) {
            try await UpdateExpense(fixture.dependencies).execute(UpdateExpenseRequest(event: "gala", expense: "9", amount: "12"))
        }
        await #expect(throws: DomainError.invalid(field: "expense", message: "'one' is not an expense number like 3", next: .listExpenses(event: try Handle("gala")))) {
            try await UpdateExpense(fixture.dependencies).execute(UpdateExpenseRequest(event: "gala", expense: "one", payee: "x"))
        }
        await #expect(throws: DomainError.nothingToChange) {
            try await UpdateExpense(fixture.dependencies).execute(UpdateExpenseRequest(event: "gala", expense: "1"))
        }
        #expect(await fixture.snapshot() == before)
    }

    @Test func updateClearsTheNoteWithEmptyText() async throws {
        let fixture = try await Fixture()
        _ = try await AddExpense(fixture.dependencies).execute(AddExpenseRequest(
            event: "gala", amount: "5", category: "decor", payee: "Florist", paidBy: "ada@example.org", note: "roses"))
        let updated = try await UpdateExpense(fixture.dependencies).execute(UpdateExpenseRequest(event: "gala", expense: "1", note: ""))
        #expect(updated.expense.note == nil)
    }

    @Test func removeAndListByCategory() async throws {
        let fixture = try await Fixture()
        try await fixture.add("1", "venue")
        try await fixture.add("2", "decor")
        try await fixture.add("3", "venue")
        let removed = try await RemoveExpense(fixture.dependencies).execute(ExpenseReference(event: "gala", expense: "1"))
        #expect(removed.expense.number == 1)
        let list = ListExpenses(fixture.dependencies)
        #expect(try await list.execute(ListExpensesRequest(event: "gala")).expenses.map(\.number) == [2, 3])
        #expect(try await list.execute(ListExpensesRequest(event: "gala", category: "VENUE")).expenses.map(\.number) == [3])
        #expect(try await fixture.add("4").expense.number == 4)
        await #expect(throws: DomainError.notFound(field: "expense", message: "no expense 1 in 'gala'", next: .listExpenses(event: try Handle("gala")))) {
            try await RemoveExpense(fixture.dependencies).execute(ExpenseReference(event: "gala", expense: "1"))
        }
    }

    @Test func exportReturnsOneRowPerExpenseForTheFaceToWrite() async throws {
        let fixture = try await Fixture()
        try await fixture.add("10.25", "venue", currency: "USD", rate: "0.9")
        _ = try await AddExpense(fixture.dependencies).execute(AddExpenseRequest(
            event: "gala", amount: "3", category: "decor", payee: "=HYPERLINK(\"x\")", paidBy: "otto@example.org",
            split: .shares, among: ["ada@example.org=2", "otto@example.org=1"], date: "2026-11-30"))
        let exported = try await ExportExpenses(fixture.dependencies).execute(ExportExpensesRequest(event: "gala"))
        #expect(exported.exported == 2)
        let rows = [exported.table.header] + exported.table.rows
        #expect(rows[0] == ExpenseColumns.header)
        #expect(Array(rows[1][0...11]) == ["1", "2026-12-01", "venue", "Chez Paul", "9.22", "EUR", "ada@example.org", "equal",
                                          "ada@example.org=3.08; olga@example.org=3.07; otto@example.org=3.07", "10.25", "USD", "0.9"])
        #expect(Array(rows[2][0...8]) == ["2", "2026-11-30", "decor", "=HYPERLINK(\"x\")", "3.00", "EUR", "otto@example.org", "shares",
                                         "ada@example.org=2:2.00; otto@example.org=1:1.00"])
    }
}
