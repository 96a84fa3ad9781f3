public import Foundation

public typealias DoorLinkID = Identifier<DoorLink>

/// A door device's link (`tickets door add`): one event, the staff role's rights at its door and
/// nothing else, until it expires or is revoked. Its secret (256 random bits, `TokenGenerator`)
/// is shown once; the store keeps only the digest. Scans through it record `name` as their
/// device.
public struct DoorLink: Hashable, Sendable {
    public let id: DoorLinkID
    public let eventID: EventID
    /// Unique among the event's doors that are not revoked, so a name says which door scanned.
    public let name: String
    public let secretDigest: String
    public let expiresAt: Date
    public var revokedAt: Date?
    public let createdBy: UserID
    public let createdAt: Date

    public init(id: DoorLinkID, eventID: EventID, name: String, secretDigest: String, expiresAt: Date, revokedAt: Date? = nil,
                createdBy: UserID, createdAt: Date) {
        self.id = id
        self.eventID = eventID
        self.name = name
        self.secretDigest = secretDigest
        self.expiresAt = expiresAt
        self.revokedAt = revokedAt
        self.createdBy = createdBy
        self.createdAt = createdAt
    }

    /// Whether the link still lets its door in at `now`.
    public func opens(at now: Date) -> Bool { revokedAt == nil && now < expiresAt }
}
