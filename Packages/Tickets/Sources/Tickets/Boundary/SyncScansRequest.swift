public import Domain
public import Foundation

/// `rushday tickets sync EVENT JOURNAL` and the door page's upload: scans a door made offline,
/// each with the nonce it gave it. A door link's own name is the device, whatever `device` says.
public struct SyncScansRequest: Hashable, Sendable {
    public struct Scan: Hashable, Sendable {
        public var nonce: String
        public var code: String
        public var direction: CheckInScan.Direction
        public var at: Date

        public init(nonce: String, code: String, direction: CheckInScan.Direction, at: Date) {
            self.nonce = nonce
            self.code = code
            self.direction = direction
            self.at = at
        }
    }

    public var event: String
    public var device: String
    public var scans: [Scan]

    public init(event: String, device: String = "door", scans: [Scan]) {
        self.event = event
        self.device = device
        self.scans = scans
    }
}
