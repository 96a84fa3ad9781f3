public import Domain
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

    init(_ door: DoorLink, now: Date) {
        name = door.name
        state = door.revokedAt != nil ? .revoked : door.opens(at: now) ? .open : .expired
        expiresAt = door.expiresAt
        revokedAt = door.revokedAt
        createdAt = door.createdAt
    }
}
