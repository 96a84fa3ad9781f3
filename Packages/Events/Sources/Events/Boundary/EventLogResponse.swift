public import Domain

/// An event's log, oldest first.
public struct EventLogResponse: Sendable {
    public let event: Event
    public let entries: [AuditEntry]
}
