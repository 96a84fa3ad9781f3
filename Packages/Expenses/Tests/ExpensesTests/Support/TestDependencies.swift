import Domain
import DomainTestSupport
import Expenses
import Foundation
import Synchronization

/// The Expenses feature wired to in-memory fakes, as the App's container wires it to real ones.
struct TestDependencies: ExpensesDependencies {
    let store = InMemoryStore()
    let signedIn = FixedCurrentUser()
    let fixedClock = FixedClock()
    let ids = SequentialIdentifierGenerator()
    let counter = FixedHeadCounter()

    var expenseRepository: any ExpenseRepository { store }
    var eventRepository: any EventRepository { store }
    var membershipRepository: any MembershipRepository { store }
    var userRepository: any UserRepository { store }
    var headCounter: any HeadCounter { counter }
    var currentUser: any CurrentUserProvider { signedIn }
    var clock: any Clock { fixedClock }
    var identifierGenerator: any IdentifierGenerator { ids }
}

/// Heads as the test sets them, where the App counts the guest list.
final class FixedHeadCounter: HeadCounter {
    private let count = Mutex(HeadCount(accepted: 0))

    func set(_ heads: HeadCount) { count.withLock { $0 = heads } }

    func heads(of event: EventID) -> HeadCount { count.withLock { $0 } }
}
