public import Domain
import Foundation
import Testing

/// What every `ExpenseRepository` does. Expenses and budget lines belong to events (made
/// through `EventRepository`, whose owners are accounts made through `UserRepository`).
public enum ExpenseRepositoryContract {
    public typealias Store = any ExpenseRepository & EventRepository & UserRepository
    private typealias F = ContractFixtures

    static func expense(_ number: Int, of event: Event, minor: Int64 = 1000, paidBy: UserID = UserID(UUID()),
                        at offset: TimeInterval = 0) throws -> Expense {
        let other = UserID(UUID())
        let split = ExpenseSplit(rule: .equal, parts: [.init(member: paidBy, weight: 1, amount: minor - minor / 2),
                                                       .init(member: other, weight: 1, amount: minor / 2)])
        return Expense(id: ExpenseID(UUID()), eventID: event.id, number: number, amount: Money(minorUnits: minor, currency: .euro),
                       category: try Handle("catering"), payee: "Chez Paul", day: "2026-12-01", paidBy: paidBy, split: split,
                       createdAt: F.instant(offset), updatedAt: F.instant(offset))
    }

    static func line(_ category: String, _ minor: Int64, of event: Event) throws -> BudgetLine {
        BudgetLine(eventID: event.id, category: try Handle(category), amount: Money(minorUnits: minor, currency: .euro), updatedAt: F.instant())
    }

    /// A store holding one event owned by its own account.
    static func gala(in store: Store, _ handle: String = "summer-gala") async throws -> Event {
        let owner = try F.user("owner-of-\(handle)@example.org")
        try await store.addAccount(owner)
        let gala = try F.event(handle)
        try await store.create(gala, owner: F.membership(gala, owner))
        return gala
    }

    public static let cases: [ContractCase<Store>] = [
        ContractCase("a receipt's file is kept with its expense through every change, and goes with it") { (store: Store) async throws in
            let gala = try await Self.gala(in: store)
            var first = try expense(1, of: gala)
            first.receipt = "scan.pdf"
            first.stored = StoredReceipt(contentType: "application/pdf", size: 4)
            let second = try expense(2, of: gala)
            let bytes: [UInt8] = [0x25, 0x50, 0x00, 0xFF]
            let (kept, other) = (first, second)
            try await store.changeExpenses(event: gala.id, receipts: [kept.id: bytes, other.id: [1]]) { _, _, expenses in expenses += [kept, other] }
            #expect(try await store.receipt(of: first.id) == bytes, "byte for byte, zero and all")
            #expect(try await store.receipt(of: second.id) == nil, "a file for an expense that keeps none is not kept")
            #expect(try await store.expenses(of: gala.id).first?.stored == first.stored)

            try await store.changeExpenses(event: gala.id) { _, _, expenses in expenses[0].payee = "Chez Marie" }
            #expect(try await store.receipt(of: first.id) == bytes, "an expense written again keeps its file")
            await #expect(throws: DomainError.storeBusy) {
                try await store.changeExpenses(event: gala.id, receipts: [kept.id: [9]]) { _, _, _ throws(DomainError) in throw .storeBusy }
            }
            #expect(try await store.receipt(of: first.id) == bytes, "a refused change leaves the file")
            try await store.changeExpenses(event: gala.id, receipts: [kept.id: [7, 7]]) { _, _, expenses in
                expenses[0].stored = StoredReceipt(contentType: "image/png", size: 2)
            }
            #expect(try await store.receipt(of: first.id) == [7, 7], "a new file replaces it")
            try await store.changeExpenses(event: gala.id) { _, _, expenses in expenses[0].stored = nil }
            #expect(try await store.receipt(of: first.id) == nil, "an expense left with no file loses it")

            try await store.changeExpenses(event: gala.id, receipts: [kept.id: bytes]) { _, _, expenses in expenses[0].stored = kept.stored }
            try await store.changeExpenses(event: gala.id) { _, _, expenses in _ = expenses.removeFirst() }
            #expect(try await store.receipt(of: first.id) == nil, "a removed expense's file goes with it")
        },
        ContractCase("changeExpenses adds, edits and removes expenses and lines; reads give them back in order") { (store: Store) async throws in
            let gala = try await Self.gala(in: store)
            let other = try await Self.gala(in: store, "other")
            let second = try expense(2, of: gala, minor: 3333, at: 1)
            var first = try expense(1, of: gala, at: 2)
            first.original = ForeignAmount(amount: Money(minorUnits: 1087, currency: .usDollar), rate: "0.92")
            first.note = "Ça ira\u{200D}"
            first.receipt = "receipts/1.pdf"
            let elsewhere = try expense(1, of: other)
            let venue = try line("venue", 50_000, of: gala)
            let catering = try line("catering", 0, of: gala)
            let added = first
            let seen = try await store.changeExpenses(event: gala.id) { event, lines, expenses in
                lines += [venue, catering]
                expenses += [second, added]
                return event.id
            }
            #expect(seen == gala.id)
            try await store.changeExpenses(event: other.id) { _, _, expenses in expenses.append(elsewhere) }
            #expect(try await store.expenses(of: gala.id) == [first, second])
            #expect(try await store.budget(of: gala.id) == [catering, venue])

            var edited = second
            edited.amount = Money(minorUnits: 900, currency: .euro)
            edited.split = ExpenseSplit(rule: .shares, parts: [.init(member: second.paidBy, weight: 2, amount: 600),
                                                               .init(member: first.paidBy, weight: 1, amount: 300)])
            edited.category = try Handle("decor")
            edited.updatedAt = F.instant(30)
            let replacement = edited
            try await store.changeExpenses(event: gala.id) { _, lines, expenses in
                expenses = [replacement]
                lines[1].amount = Money(minorUnits: 40_000, currency: .euro)
            }
            var cheaper = venue
            cheaper.amount = Money(minorUnits: 40_000, currency: .euro)
            #expect(try await store.expenses(of: gala.id) == [edited])
            #expect(try await store.budget(of: gala.id) == [catering, cheaper])
            #expect(try await store.expenses(of: other.id) == [elsewhere])
            #expect(try await store.expenses(of: EventID(UUID())).isEmpty)
            #expect(try await store.budget(of: EventID(UUID())).isEmpty)
        },
        ContractCase("a number or a category taken twice is refused and nothing is stored") { (store: Store) async throws in
            let gala = try await Self.gala(in: store)
            let one = try expense(1, of: gala)
            try await store.changeExpenses(event: gala.id) { _, _, expenses in expenses.append(one) }
            let again = try expense(1, of: gala)
            await #expect(throws: DomainError.expenseNumberTaken(1)) {
                try await store.changeExpenses(event: gala.id) { _, _, expenses in expenses.append(again) }
            }
            let venue = try line("venue", 1, of: gala)
            await #expect(throws: DomainError.budgetCategoryTaken(venue.category)) {
                try await store.changeExpenses(event: gala.id) { _, lines, _ in lines += [venue, venue] }
            }
            #expect(try await store.expenses(of: gala.id) == [one])
            #expect(try await store.budget(of: gala.id).isEmpty)
        },
        ContractCase("an error thrown by the body changes nothing") { (store: Store) async throws in
            let gala = try await Self.gala(in: store)
            let one = try expense(1, of: gala)
            let venue = try line("venue", 1, of: gala)
            await #expect(throws: DomainError.storeBusy) {
                try await store.changeExpenses(event: gala.id) { _, lines, expenses throws(DomainError) in
                    lines.append(venue)
                    expenses.append(one)
                    throw .storeBusy
                }
            }
            #expect(try await store.expenses(of: gala.id).isEmpty)
            #expect(try await store.budget(of: gala.id).isEmpty)
        },
        ContractCase("a missing event is refused; a deleted event's expenses and lines go with it") { (store: Store) async throws in
            let missing = EventID(UUID())
            await #expect(throws: DomainError.eventMissing(missing)) {
                try await store.changeExpenses(event: missing) { _, _, _ in }
            }
            let gala = try await Self.gala(in: store)
            let one = try expense(1, of: gala)
            let venue = try line("venue", 1, of: gala)
            try await store.changeExpenses(event: gala.id) { _, lines, expenses in
                lines.append(venue)
                expenses.append(one)
            }
            try await store.delete(gala.id)
            #expect(try await store.expenses(of: gala.id).isEmpty)
            #expect(try await store.budget(of: gala.id).isEmpty)
        },
        ContractCase("an expense of another event is refused") { (store: Store) async throws in
            let gala = try await Self.gala(in: store)
            let other = try await Self.gala(in: store, "other")
            let stray = try expense(1, of: other)
            await #expect(throws: DomainError.referenceMissing) {
                try await store.changeExpenses(event: gala.id) { _, _, expenses in expenses.append(stray) }
            }
            #expect(try await store.expenses(of: other.id).isEmpty)
        },
    ]
}
