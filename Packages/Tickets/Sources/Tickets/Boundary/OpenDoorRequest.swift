public import Domain

/// What `rushday tickets checkin EVENT [--exit] [--device NAME]` asks before its first scan. A
/// door link's own name is its device, whatever `device` says.
public struct OpenDoorRequest: Hashable, Sendable {
    public var event: String
    public var direction: CheckInScan.Direction
    public var device: String
    /// Whether the door reads every ticket when it opens, to name each scan's holder without a
    /// read (a scanner's long queue), or reads a ticket when it is scanned (one scan a request).
    public var readsAhead: Bool

    public init(event: String, direction: CheckInScan.Direction = .entry, device: String = "door", readsAhead: Bool = true) {
        self.event = event
        self.direction = direction
        self.device = device
        self.readsAhead = readsAhead
    }
}
