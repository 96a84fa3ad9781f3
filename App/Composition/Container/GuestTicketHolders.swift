import Domain

/// The valid tickets each guest of an event holds, from the ticket repository.
struct GuestTicketHolders: HeldTickets {
    let tickets: any TicketRepository

    func validReferences(of event: EventID) async throws(DomainError) -> [GuestID: [String]] {
        try await tickets.tickets(of: event).filter { $0.status == .valid }
            .sorted { $0.reference < $1.reference }
            .reduce(into: [:]) { held, ticket in
                if let guest = ticket.guestID { held[guest, default: []].append(ticket.reference) }
            }
    }

    /// Through the tickets-by-guest index: a decline reads the guest's tickets, not the event's.
    func validReferences(of event: EventID, heldBy guest: GuestID) async throws(DomainError) -> [String] {
        try await tickets.tickets(of: event, issuedTo: guest).filter { $0.status == .valid }.map(\.reference).sorted()
    }
}
