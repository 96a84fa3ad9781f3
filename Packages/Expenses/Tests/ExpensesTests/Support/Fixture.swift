import Domain
import DomainTestSupport
import Expenses
import Foundation

/// Ada owns "gala" (EUR, Berlin), Otto and Olga organize it, Stan is its staff, Nora is not in
/// it. Ada is signed in.
struct Fixture {
    let dependencies = TestDependencies()
    let ada: User, otto: User, olga: User, stan: User, nora: User
    let event: Event

    var store: InMemoryStore { dependencies.store }

    init(budget: Int64? = nil, currency: Currency = .euro) async throws {
        let dependencies = self.dependencies
        func account(_ name: String) async throws -> User {
            let user = User(id: dependencies.ids.make(), email: try EmailAddress("\(name.lowercased())@example.org"),
                            displayName: name, passwordHash: "test-hash:secret", createdAt: dependencies.fixedClock.now())
            try await dependencies.store.create(user)
            return user
        }
        (ada, otto, olga, stan, nora) = (try await account("Ada"), try await account("Otto"), try await account("Olga"),
                                         try await account("Stan"), try await account("Nora"))
        let now = dependencies.fixedClock.now()
        event = Event(id: dependencies.ids.make(), handle: try Handle("gala"), title: "Gala", startsAt: now.addingTimeInterval(86_400),
                      endsAt: now.addingTimeInterval(90_000), timeZone: try TimeZoneID("Europe/Berlin"), currency: currency,
                      budget: budget.map { Money(minorUnits: $0, currency: currency) }, createdAt: now, updatedAt: now)
        try await dependencies.store.create(event, owner: Membership(eventID: event.id, userID: ada.id, role: .owner, addedAt: now))
        for (user, role) in [(otto, Role.organizer), (olga, .organizer), (stan, .staff)] {
            try await dependencies.store.save(Membership(eventID: event.id, userID: user.id, role: role, addedAt: now))
        }
        dependencies.signedIn.signIn(ada)
    }

    func signIn(_ user: User?) { dependencies.signedIn.signIn(user) }

    @discardableResult
    func add(_ amount: String, _ category: String = "catering", paidBy: String = "ada@example.org",
             split: ExpenseSplit.Rule? = nil, among: [String] = [], currency: String? = nil, rate: String? = nil,
             date: String? = "2026-12-01") async throws -> ExpenseResponse {
        try await AddExpense(dependencies).execute(AddExpenseRequest(
            event: "gala", amount: amount, category: category, payee: "Chez Paul", paidBy: paidBy, split: split,
            among: among, date: date, currency: currency, rate: rate))
    }

    func snapshot() async -> InMemoryStore.Snapshot { await store.snapshot() }

    /// Each member's part of an expense, by email, in minor units.
    static func parts(_ response: ExpenseResponse) -> [String: Int64] {
        Dictionary(uniqueKeysWithValues: response.expense.shares.map { ($0.member, $0.amount.minorUnits) })
    }
}
