public import Domain

/// An event's doors, oldest first (`tickets door list`).
public struct DoorsResponse: Hashable, Sendable {
    public let event: Event
    public let doors: [DoorView]
}
