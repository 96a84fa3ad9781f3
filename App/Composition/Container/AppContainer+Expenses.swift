import Domain
import Expenses

/// Expenses's wiring: its repository from the store, and heads counted from the guest list
/// (Expenses never sees guests); events, memberships, accounts, the clock and ids are
/// the container's own.
extension AppContainer: ExpensesDependencies {
    var expenseRepository: any ExpenseRepository { store }
    var headCounter: any HeadCounter { EventHeadCounter(guests: store, checkIns: store) }
}
