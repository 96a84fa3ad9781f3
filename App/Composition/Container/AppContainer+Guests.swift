import Domain
import Guests

/// Guests's wiring: its repositories from the store (the questions read through what a guest's
/// page keeps, on one), the tickets guests hold; events, memberships, the clock and ids are the
/// container's own.
extension AppContainer: GuestsDependencies {
    var guestRepository: any GuestRepository { store }
    var guestQuestionRepository: any GuestQuestionRepository { keptEventReads ?? store }
    var heldTickets: any HeldTickets { GuestTicketHolders(tickets: store) }
}
