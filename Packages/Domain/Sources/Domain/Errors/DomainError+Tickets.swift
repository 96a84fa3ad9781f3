/// Ticket texts that the Tickets feature and every store raise for the same rule.
extension DomainError {
    /// Another ticket type of the event has this handle.
    public static func ticketTypeTaken(_ handle: Handle) -> DomainError {
        .conflict(field: "name", message: "'\(handle)' already names a ticket type of this event; choose another name")
    }

    /// Another pool of the event has this handle.
    public static func ticketPoolTaken(_ handle: Handle) -> DomainError {
        .conflict(field: "pool", message: "'\(handle)' already names a quota pool of this event; choose another")
    }

    /// A type names a pool the event does not have.
    public static func ticketPoolMissing(_ handle: Handle) -> DomainError {
        .notFound(field: "pool", message: "this event has no quota pool '\(handle)'", next: .createPool)
    }

    /// A code carries a type in one byte, so an event has at most 255 types.
    public static let ticketTypesFull = DomainError.invalid(field: "name", message: "this event has 255 ticket types, the most it may have; remove one first")

    /// A type that tickets were issued for cannot be removed.
    public static func ticketTypeInUse(_ handle: Handle, tickets: Int) -> DomainError {
        .conflict(field: "type", message: "'\(handle)' has \(Plural.of(tickets, "ticket")) issued; cancel them first, or close its sales instead")
    }

    /// A new ticket's reference is already used (two generated alike).
    public static let ticketReferenceTaken = DomainError.conflict(field: "ticket", message: "a new ticket's reference is already used; issue again")

    /// The ticket being changed is gone.
    public static func ticketMissing(_ id: TicketID) -> DomainError {
        .notFound(field: "ticket", message: "no ticket has id \(id); it may have been deleted with its event")
    }

    /// The ticket was cancelled before.
    public static func ticketAlreadyCancelled(_ reference: String) -> DomainError {
        .invalid(field: "ticket", message: "\(reference) is cancelled already; nothing to do")
    }
}
