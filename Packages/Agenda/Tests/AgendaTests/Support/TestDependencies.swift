import Agenda
import Domain
import DomainTestSupport
import Foundation

/// The Agenda feature wired to in-memory fakes, as the App's container wires it to real ones.
struct TestDependencies: AgendaDependencies {
    let store = InMemoryStore()
    let signedIn = FixedCurrentUser()
    let fixedClock = FixedClock()
    let ids = SequentialIdentifierGenerator()

    var agendaRepository: any AgendaRepository { store }
    var eventRepository: any EventRepository { store }
    var membershipRepository: any MembershipRepository { store }
    var currentUser: any CurrentUserProvider { signedIn }
    var guestPass: any GuestPassProvider { NoGuestPass() }
    var clock: any Clock { fixedClock }
    var identifierGenerator: any IdentifierGenerator { ids }
}
