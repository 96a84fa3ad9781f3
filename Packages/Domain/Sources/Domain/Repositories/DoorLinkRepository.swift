public import Foundation

/// The doors' links of each event. Lookups by digest serve every request a door makes, so the
/// digest is indexed; whether a link still opens is `DoorLink.opens(at:)`'s decision, never the
/// store's.
public protocol DoorLinkRepository: Sendable {
    /// Stores a new door; `.doorNameTaken` when a door of the event that is not revoked has its name.
    func add(_ door: DoorLink) async throws(DomainError)
    /// The event's doors, revoked and expired ones too, oldest first.
    func doors(of event: EventID) async throws(DomainError) -> [DoorLink]
    /// The door whose secret has this digest, whatever its state.
    func door(secretDigest: String) async throws(DomainError) -> DoorLink?
    /// Revokes the event's door named `name` that is not revoked yet: that door, now revoked, or
    /// nil when there is none.
    func revoke(event: EventID, name: String, at: Date) async throws(DomainError) -> DoorLink?
}
