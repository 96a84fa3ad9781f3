import Domain
import DomainTestSupport
import Expenses
import Testing

/// Each change to the books leaves exactly one entry in the event's log, with what it changed
/// (members by email); a refused one, or a look at them, leaves none.
@Suite struct AuditTests {
    func log(_ fixture: Fixture) async -> [AuditEntry] {
        await fixture.store.auditEntries(of: fixture.event.id, since: nil, actor: nil, about: nil)
    }

    /// The entries `step` added.
    func logged(_ fixture: Fixture, _ step: () async throws -> Void) async throws -> [AuditEntry] {
        let before = await log(fixture).count
        try await step()
        let after = await log(fixture)
        return Array(after.dropFirst(before))
    }

    @Test func addLogsTheExpenseUnderTheNumberChosenInTheWrite() async throws {
        let fixture = try await Fixture()
        let entries = try await logged(fixture) {
            _ = try await AuditTrail.$visit.withValue(AuditVisit(face: .commandLine)) {
                try await fixture.add("10", among: ["ada@example.org", "otto@example.org"])
            }
            try await fixture.add("100", "venue", currency: "USD", rate: "0.9")
        }
        #expect(entries.map(\.action) == ["expense.add", "expense.add"])
        #expect(entries.map(\.target) == ["1", "2"])
        #expect(entries.first?.changes == [
            AuditChange("amount", old: nil, new: "10.00 EUR"), AuditChange("category", old: nil, new: "catering"),
            AuditChange("payee", old: nil, new: "Chez Paul"), AuditChange("paid-by", old: nil, new: "ada@example.org"),
            AuditChange("split", old: nil, new: "equal"), AuditChange("among", old: nil, new: "ada@example.org=5.00, otto@example.org=5.00"),
            AuditChange("date", old: nil, new: "2026-12-01"),
        ])
        #expect(entries.last?.changes.first == AuditChange("amount", old: nil, new: "90.00 EUR (100.00 USD at 0.9)"))
    }

    @Test func aReceiptIsLoggedByItsNameTypeAndSizeNeverItsBytes() async throws {
        let fixture = try await Fixture()
        let pdf = Array("%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n".utf8)
        let entries = try await logged(fixture) {
            _ = try await AddExpense(fixture.dependencies).execute(AddExpenseRequest(
                event: "gala", amount: "5", category: "decor", payee: "Florist", paidBy: "otto@example.org",
                receipt: ReceiptUpload(name: "florist.pdf", bytes: pdf)))
            _ = try await UpdateExpense(fixture.dependencies).execute(UpdateExpenseRequest(event: "gala", expense: "1", receipt: .clear))
        }
        #expect(entries.map(\.action) == ["expense.add", "expense.update"])
        let receipt = "florist.pdf (application/pdf, \(pdf.count) bytes)"
        #expect(entries.first?.changes.last == AuditChange("receipt", old: nil, new: receipt))
        #expect(entries.last?.changes == [AuditChange("receipt", old: receipt, new: nil)])
    }

    @Test func aRefusedAddLogsNothing() async throws {
        let fixture = try await Fixture()
        await #expect(throws: DomainError.self) { try await fixture.add("10", paidBy: "nora@example.org") }
        #expect(await log(fixture).isEmpty)
    }

    @Test func updateLogsOnlyWhatChanged() async throws {
        let fixture = try await Fixture()
        try await fixture.add("10", among: ["ada@example.org", "otto@example.org"])
        let entries = try await logged(fixture) {
            _ = try await UpdateExpense(fixture.dependencies).execute(UpdateExpenseRequest(event: "gala", expense: "#1", amount: "12", payee: "Bistro"))
        }
        #expect(entries.map(\.action) == ["expense.update"])
        #expect(entries.first?.target == "1")
        #expect(entries.first?.changes == [
            AuditChange("amount", old: "10.00 EUR", new: "12.00 EUR"), AuditChange("payee", old: "Chez Paul", new: "Bistro"),
            AuditChange("among", old: "ada@example.org=5.00, otto@example.org=5.00", new: "ada@example.org=6.00, otto@example.org=6.00"),
        ])
    }

    @Test func anUpdateChangingNothingLogsNothing() async throws {
        let fixture = try await Fixture()
        try await fixture.add("10")
        let before = await log(fixture)
        await #expect(throws: DomainError.nothingToChange) {
            try await UpdateExpense(fixture.dependencies).execute(UpdateExpenseRequest(event: "gala", expense: "1", payee: "Chez Paul"))
        }
        #expect(await log(fixture) == before)
    }

    @Test func removeLogsWhatTheExpenseWas() async throws {
        let fixture = try await Fixture()
        try await fixture.add("10", among: ["otto@example.org"])
        let entries = try await logged(fixture) {
            _ = try await RemoveExpense(fixture.dependencies).execute(ExpenseReference(event: "gala", expense: "1"))
        }
        #expect(entries.map(\.action) == ["expense.remove"])
        #expect(entries.first?.target == "1")
        #expect(entries.first?.changes == [
            AuditChange("amount", old: "10.00 EUR", new: nil), AuditChange("category", old: "catering", new: nil),
            AuditChange("payee", old: "Chez Paul", new: nil), AuditChange("paid-by", old: "ada@example.org", new: nil),
            AuditChange("split", old: "equal", new: nil), AuditChange("among", old: "otto@example.org=10.00", new: nil),
            AuditChange("date", old: "2026-12-01", new: nil),
        ])
    }

    @Test func removingAnExpenseThatIsNotThereLogsNothing() async throws {
        let fixture = try await Fixture()
        try await fixture.add("10")
        let before = await log(fixture)
        await #expect(throws: DomainError.self) {
            try await RemoveExpense(fixture.dependencies).execute(ExpenseReference(event: "gala", expense: "9"))
        }
        #expect(await log(fixture) == before)
    }

    @Test func settingABudgetLineLogsItsAmountBeforeAndAfter() async throws {
        let fixture = try await Fixture()
        let entries = try await logged(fixture) {
            _ = try await SetBudgetLine(fixture.dependencies).execute(SetBudgetRequest(event: "gala", category: "catering", amount: "1200"))
            _ = try await SetBudgetLine(fixture.dependencies).execute(SetBudgetRequest(event: "gala", category: "Catering", amount: "1500.50"))
        }
        #expect(entries.map(\.action) == ["budget.set", "budget.set"])
        #expect(entries.map(\.target) == ["catering", "catering"])
        #expect(entries.map(\.changes) == [[AuditChange("amount", old: nil, new: "1,200.00 EUR")],
                                           [AuditChange("amount", old: "1,200.00 EUR", new: "1,500.50 EUR")]])
    }

    @Test func aRefusedBudgetLineAndASettlementLogNothing() async throws {
        let fixture = try await Fixture()
        try await fixture.add("10")
        let before = await log(fixture)
        await #expect(throws: DomainError.self) {
            try await SetBudgetLine(fixture.dependencies).execute(SetBudgetRequest(event: "gala", category: "catering", amount: "-5"))
        }
        _ = try await SettleExpenses(fixture.dependencies).execute(ExpensesEventRequest(event: "gala"))
        #expect(await log(fixture) == before)
    }
}
