public import Foundation

/// A user's role in an event.
public struct Membership: Hashable, Sendable, Codable {
    public let eventID: EventID
    public let userID: UserID
    public var role: Role
    public let addedAt: Date

    public init(eventID: EventID, userID: UserID, role: Role, addedAt: Date) {
        self.eventID = eventID
        self.userID = userID
        self.role = role
        self.addedAt = addedAt
    }
}

/// A membership with the member's name and email, for listings.
public struct MemberRecord: Hashable, Sendable, Codable {
    public let membership: Membership
    public let email: EmailAddress
    public let displayName: String

    public init(membership: Membership, email: EmailAddress, displayName: String) {
        self.membership = membership
        self.email = email
        self.displayName = displayName
    }
}
