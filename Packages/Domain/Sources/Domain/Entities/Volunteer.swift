public import Foundation

public typealias VolunteerID = Identifier<Volunteer>

/// Someone who helps at an event: not an account, reached by email or phone, and by a
/// personal link to their own page.
public struct Volunteer: Hashable, Sendable, Codable {
    public let id: VolunteerID
    public let eventID: EventID
    /// The reference people type (`#3`), unique within the event.
    public let number: Int
    public var name: String
    public var email: EmailAddress?
    public var phone: String?
    /// The roles they may take, each once; in a role that needs approval, only once approved.
    public var roles: [VolunteerRoleGrant]
    /// Those of one household sign each other up (a parent and their children).
    public var household: String?
    /// The digest of their personal link's secret (`/v/SECRET`), nil until one is made; the
    /// secret itself is never stored.
    public var linkDigest: String?
    public let createdAt: Date
    public var updatedAt: Date

    public init(id: VolunteerID, eventID: EventID, number: Int, name: String, email: EmailAddress? = nil, phone: String? = nil,
                roles: [VolunteerRoleGrant] = [], household: String? = nil, linkDigest: String? = nil, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.eventID = eventID
        self.number = number
        self.name = name
        self.email = email
        self.phone = phone
        self.roles = roles
        self.household = household
        self.linkDigest = linkDigest
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// Those who sign each other up with them: their household (named alike, without case),
    /// themselves first; only themselves without one.
    public func household(on board: ShiftBoard) -> [Volunteer] {
        guard let key = household?.lowercased() else { return [self] }
        return [self] + board.volunteers.filter { $0.id != id && $0.household?.lowercased() == key }
    }

    /// Whether they may take `role` now: granted, and approved where it must be.
    public func mayTake(_ role: VolunteerRole) -> Bool {
        roles.contains { $0.role == role.id && ($0.approved || !role.needsApproval) }
    }
}

/// A role a volunteer asked for or was given, and whether an organiser approved it.
public struct VolunteerRoleGrant: Hashable, Sendable, Codable {
    public var role: VolunteerRoleID
    public var approved: Bool

    public init(role: VolunteerRoleID, approved: Bool) {
        self.role = role
        self.approved = approved
    }
}
