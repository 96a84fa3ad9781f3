import Domain
public import Foundation

/// A door as `tickets door list` shows it: never its secret, which exists only when it is made.
public struct DoorView: Hashable, Sendable {
    public enum State: String, Hashable, Sendable {
        case open, expired, revoked
    }

    public let name: String
    public let state: State
    public let expiresAt: Date
    public let revokedAt: Date?
    public let createdAt: Date
    /// Entries this door recorded (scans under its name), for its live count.
    public let admitted: Int

    init(_ door: DoorLink, now: Date, admitted: Int = 0) {
        name = door.name
        state = door.revokedAt != nil ? .revoked : door.opens(at: now) ? .open : .expired
        expiresAt = door.expiresAt
        revokedAt = door.revokedAt
        createdAt = door.createdAt
        self.admitted = admitted
    }
}
