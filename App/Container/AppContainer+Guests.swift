import Domain
import Guests
import SQLiteStore

/// Guests's wiring: its repositories from the store; events, memberships, the clock and ids are
/// the container's own.
extension AppContainer: GuestsDependencies {
    var guestRepository: any GuestRepository { store }
    var guestQuestionRepository: any GuestQuestionRepository { store }
}
