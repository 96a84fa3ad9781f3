import Domain
import DomainTestSupport
import Foundation
import Guests

/// The Guests feature wired to in-memory fakes, as the App's container wires it to real ones.
struct TestDependencies: GuestsDependencies {
    let store = InMemoryStore()
    let signedIn = FixedCurrentUser()
    let fixedClock = FixedClock()
    let ids = SequentialIdentifierGenerator()
    let tickets = GivenHeldTickets()
    let tokens = CountingTokenGenerator()
    /// The secret of the personal link the test opens a guest's page with; nil for an organiser.
    var link: String?

    var guestRepository: any GuestRepository { store }
    var guestQuestionRepository: any GuestQuestionRepository { store }
    var eventRepository: any EventRepository { store }
    var membershipRepository: any MembershipRepository { store }
    var heldTickets: any HeldTickets { tickets }
    var currentUser: any CurrentUserProvider { signedIn }
    var guestPass: any GuestPassProvider {
        link.map { PersonalLink(secret: $0, tokens: tokens, guests: store, events: store) } ?? NoGuestPass()
    }
    var tokenGenerator: any TokenGenerator { tokens }
    var clock: any Clock { fixedClock }
    var identifierGenerator: any IdentifierGenerator { ids }
}

extension ImportGuestsResponse {
    /// Each bad row as "LINE: field: problem", the CLI's line without its file name.
    var problemLines: [String] { problems.map { "\($0.line): \($0.error.message)" } }
}
