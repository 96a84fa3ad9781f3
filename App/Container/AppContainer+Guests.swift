import CSVFiles
import Domain
import Guests

/// Guests's wiring: its repositories from the store, the tickets guests hold, CSV files for import (with a progress bar
/// on a terminal) and export; events, memberships, the clock and ids are the container's own.
extension AppContainer: GuestsDependencies {
    var guestRepository: any GuestRepository { store }
    var guestQuestionRepository: any GuestQuestionRepository { store }
    var heldTickets: any HeldTickets { GuestTicketHolders(tickets: store) }
    var tableFileReader: any TableFileReader { ReadingProgress(base: CSVTableFiles()) }
    var tableFileWriter: any TableFileWriter { CSVTableFiles() }
}
