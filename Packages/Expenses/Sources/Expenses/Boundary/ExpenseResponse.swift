public import Domain

/// One expense after a command: shown, added, updated or removed (as it was). `dropped` is the
/// conversion an update back to the event's currency let go, so its output can say so.
public struct ExpenseResponse: Hashable, Sendable {
    public let event: Event
    public let expense: ExpenseDetails
    public var dropped: ForeignAmount? = nil
}
