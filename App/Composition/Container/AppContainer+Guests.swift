import Domain
import Guests

/// Guests's wiring: its repositories from the store, the tickets guests hold; events,
/// memberships, the clock and ids are the container's own.
extension AppContainer: GuestsDependencies {
    var guestRepository: any GuestRepository { store }
    var guestQuestionRepository: any GuestQuestionRepository { store }
    var heldTickets: any HeldTickets { GuestTicketHolders(tickets: store) }
}
