public import Domain

/// `tickets conflicts EVENT`: the event's conflicts in the order they happened.
public struct ConflictsResponse: Hashable, Sendable {
    public let event: Event
    public let conflicts: [ScanConflict]
}
