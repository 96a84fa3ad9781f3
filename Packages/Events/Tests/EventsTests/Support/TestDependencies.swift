import Domain
import DomainTestSupport
import Events
import Foundation

/// The Events feature wired to in-memory fakes, as the App's container wires it to real ones.
struct TestDependencies: EventsDependencies {
    let store = InMemoryStore()
    let signedIn = FixedCurrentUser()
    let fixedClock = FixedClock(instant("2026-06-01T12:00:00Z"))
    let ids = SequentialIdentifierGenerator()
    var contributors: [any DashboardContributor] = []

    var eventRepository: any EventRepository { store }
    var membershipRepository: any MembershipRepository { store }
    var guestRepository: any GuestRepository { store }
    var userRepository: any UserRepository { store }
    var currentUser: any CurrentUserProvider { signedIn }
    var clock: any Clock { fixedClock }
    var identifierGenerator: any IdentifierGenerator { ids }
    var dashboardContributors: [any DashboardContributor] { contributors }
    var storeChanges: any StoreChanges { store }
    var eventCopyRepository: any EventCopyRepository { store }
    var auditRepository: any AuditRepository { store }
}

/// An instant written in UTC.
func instant(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.date(from: text)!
}
