/// An event's ticket types and quota pools. Rules about them live in the Tickets feature; the
/// store makes each change atomic and refuses an inconsistent catalog.
public protocol TicketTypeRepository: Sendable {
    /// Types by number, pools by handle; empty for an event without any (or a missing one).
    func catalog(of event: EventID) async throws(DomainError) -> TicketCatalog

    /// Reads the event, its catalog and its valid tickets counted inside ONE write transaction,
    /// lets `body` change the catalog, and stores it before anyone else may write, so a quota is
    /// never lowered below what another process has just issued. An error from `body` changes
    /// nothing. A missing event throws `.eventMissing`; a catalog breaking
    /// `TicketCatalog.requireConsistent` throws its error; removing a type that has tickets
    /// throws `.ticketTypeInUse`.
    func changeCatalog<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout TicketCatalog, TicketCounts) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome
}
