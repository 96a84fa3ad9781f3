import Domain
import DomainTestSupport
import Expenses
import Testing

@Suite struct SettleTests {
    @Test func theLargestDebtorPaysTheLargestCreditor() async throws {
        let fixture = try await Fixture()
        // Ada pays 90 for ada, olga, otto (30 each); Otto pays 30 for olga and otto (15 each).
        try await fixture.add("90")
        try await fixture.add("30", paidBy: "otto@example.org", among: ["olga@example.org", "otto@example.org"])
        let settled = try await SettleExpenses(fixture.dependencies).execute(ExpensesEventRequest(event: "gala"))
        #expect(settled.balances.map(\.member) == ["ada@example.org", "olga@example.org", "otto@example.org"])
        #expect(settled.balances.map(\.net.minorUnits) == [6000, -4500, -1500])
        #expect(settled.transfers.map { "\($0.from)>\($0.to):\($0.amount.minorUnits)" }
            == ["olga@example.org>ada@example.org:4500", "otto@example.org>ada@example.org:1500"])
    }

    @Test func nothingToSettleWithoutExpensesOrWhenEven() async throws {
        let fixture = try await Fixture()
        #expect(try await SettleExpenses(fixture.dependencies).execute(ExpensesEventRequest(event: "gala")).transfers.isEmpty)
        try await fixture.add("10", among: ["ada@example.org"])
        let settled = try await SettleExpenses(fixture.dependencies).execute(ExpensesEventRequest(event: "gala"))
        #expect(settled.transfers.isEmpty)
        #expect(settled.balances.map(\.net.minorUnits) == [0])
    }

    @Test func aFormerMemberStaysInTheBalancesByEmail() async throws {
        let fixture = try await Fixture()
        try await fixture.add("10", paidBy: "otto@example.org", among: ["ada@example.org"])
        try await fixture.store.remove(event: fixture.event.id, user: fixture.otto.id)
        let settled = try await SettleExpenses(fixture.dependencies).execute(ExpensesEventRequest(event: "gala"))
        #expect(settled.transfers.map { "\($0.from)>\($0.to):\($0.amount.minorUnits)" } == ["ada@example.org>otto@example.org:1000"])
    }
}
