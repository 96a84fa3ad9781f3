public import Domain

/// A door just made, with the one secret its link carries: shown this once, never stored.
public struct NewDoorResponse: Hashable, Sendable {
    public let event: Event
    public let door: DoorView
    public let secret: String
}
