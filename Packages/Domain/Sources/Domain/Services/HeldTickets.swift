/// Which of an event's guests hold valid tickets, for a feature that changes guests without
/// knowing where tickets live: Guests names the tickets a guest still holds when they decline
/// or are removed. The container answers it from the tickets.
public protocol HeldTickets: Sendable {
    /// The references of the event's valid tickets issued to a guest, by guest, each guest's in text order.
    func validReferences(of event: EventID) async throws(DomainError) -> [GuestID: [String]]
    /// The references of the valid tickets issued to `guest`, in text order.
    func validReferences(of event: EventID, heldBy guest: GuestID) async throws(DomainError) -> [String]
}
