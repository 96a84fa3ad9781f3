public import Domain

/// An event's log, oldest first.
public struct EventLogResponse: Sendable {
    public let event: Event
    public let entries: [AuditEntry]

    /// The entries about one thing: those whose target names it (a batch names each of its things).
    public func about(_ reference: String) -> EventLogResponse {
        EventLogResponse(event: event, entries: entries.filter { entry in entry.target.split(separator: " ").contains { $0 == reference } })
    }
}
