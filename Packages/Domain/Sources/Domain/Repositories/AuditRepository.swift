public import Foundation

/// Each event's log of changes (`AuditEntry`). Entries are written only by the stores' own
/// write transactions (`AuditTrail`), never changed or removed but with their event.
public protocol AuditRepository: Sendable {
    /// The event's entries in the order they were written; from `since` on, only those of the
    /// actor named `actor` (an email or a name, in any case), and only those about `target` (a
    /// reference the target names: a batch's target names each of its things), when given.
    func auditEntries(of event: EventID, since: Date?, actor: String?, about target: String?) async throws(DomainError) -> [AuditEntry]
}

extension AuditRepository {
    /// The event's entries, about any target.
    public func auditEntries(of event: EventID, since: Date?, actor: String?) async throws(DomainError) -> [AuditEntry] {
        try await auditEntries(of: event, since: since, actor: actor, about: nil)
    }
}
