import Domain
import Synchronization

/// The tickets each guest holds, as a test sets them.
final class GivenHeldTickets: HeldTickets {
    private let held = Mutex<[GuestID: [String]]>([:])

    func give(_ guest: GuestID, _ references: [String]) { held.withLock { $0[guest] = references } }

    func validReferences(of event: EventID) -> [GuestID: [String]] { held.withLock { $0 } }

    func validReferences(of event: EventID, heldBy guest: GuestID) -> [String] { held.withLock { $0[guest] ?? [] } }
}
