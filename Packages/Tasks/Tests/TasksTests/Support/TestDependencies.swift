import Domain
import DomainTestSupport
import Foundation
import Tasks

/// The Tasks feature wired to in-memory fakes, as the App's container wires it to real ones.
struct TestDependencies: TasksDependencies {
    let store = InMemoryStore()
    let signedIn = FixedCurrentUser()
    // 2026-10-01T12:00Z: a month before the fixture's event.
    let fixedClock = FixedClock(Date(timeIntervalSince1970: 1_790_856_000))
    let ids = SequentialIdentifierGenerator()

    var taskRepository: any TaskRepository { store }
    var eventRepository: any EventRepository { store }
    var membershipRepository: any MembershipRepository { store }
    var userRepository: any UserRepository { store }
    var currentUser: any CurrentUserProvider { signedIn }
    var clock: any Clock { fixedClock }
    var identifierGenerator: any IdentifierGenerator { ids }
}
