public import Foundation

/// Each event's log of changes (`AuditEntry`). Entries are written only by the stores' own
/// write transactions (`AuditTrail`), never changed or removed but with their event.
public protocol AuditRepository: Sendable {
    /// The event's entries in the order they were written; from `since` on, and only those of
    /// the actor named `actor` (an email or a name) when given.
    func auditEntries(of event: EventID, since: Date?, actor: String?) async throws(DomainError) -> [AuditEntry]
}
