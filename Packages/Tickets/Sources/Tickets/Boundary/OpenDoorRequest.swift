public import Domain

/// What `rushday tickets checkin EVENT [--exit] [--device NAME]` asks before its first scan. A
/// door link's own name is its device, whatever `device` says.
public struct OpenDoorRequest: Hashable, Sendable {
    public var event: String
    public var direction: CheckInScan.Direction
    public var device: String

    public init(event: String, direction: CheckInScan.Direction = .entry, device: String = "door") {
        self.event = event
        self.direction = direction
        self.device = device
    }
}
