public import Foundation

/// Issued tickets. Quotas are checked by the Tickets feature inside `issue`, whose read and
/// write are one transaction, so no two processes ever sell the same last place.
public protocol TicketRepository: Sendable {
    /// The event's tickets, oldest first (by `issuedAt`, then reference).
    func tickets(of event: EventID) async throws(DomainError) -> [Ticket]
    /// The tickets of the event issued to one guest (their party's), in the same order.
    func tickets(of event: EventID, issuedTo guest: GuestID) async throws(DomainError) -> [Ticket]
    func ticket(reference: String) async throws(DomainError) -> Ticket?
    func ticket(id: TicketID) async throws(DomainError) -> Ticket?

    /// Reads the event, its catalog and its valid tickets counted inside ONE write transaction
    /// (taking the write lock first), lets `body` decide which tickets to add and the mail that
    /// carries them, and inserts both before anyone else may write. An error from `body` inserts
    /// nothing. A missing event throws `.eventMissing`; a reference already used throws
    /// `.ticketReferenceTaken`.
    func issue<Outcome: Sendable>(
        event: EventID,
        mailing body: @Sendable (Event, TicketCatalog, TicketCounts) throws(DomainError) -> (tickets: [Ticket], mail: [OutboxMessage], outcome: Outcome)
    ) async throws(DomainError) -> Outcome

    /// Marks a valid ticket cancelled at `at`, in one transaction, and returns it so. A ticket
    /// cancelled already throws `.ticketAlreadyCancelled`; a missing one `.ticketMissing`.
    func cancel(_ ticket: TicketID, at: Date) async throws(DomainError) -> Ticket
}

extension TicketRepository {
    /// `issue(event:mailing:)` for tickets that go out by hand.
    public func issue<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, TicketCatalog, TicketCounts) throws(DomainError) -> (tickets: [Ticket], outcome: Outcome)
    ) async throws(DomainError) -> Outcome {
        try await issue(event: event, mailing: { event, catalog, counts throws(DomainError) in
            let (tickets, outcome) = try body(event, catalog, counts)
            return (tickets, [], outcome)
        })
    }
}
