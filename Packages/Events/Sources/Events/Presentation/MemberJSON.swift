public import Domain

/// One member in `rushday events members list | add | remove --format json`, which print an
/// array of these, owner first, then by email:
///
///     {"email": "ada@example.org", "name": "Ada Lovelace", "role": "owner" | "organizer" | "staff",
///      "addedAt": "2026-06-01T14:00:00+02:00"}   // ISO 8601 in the event's zone, with its offset
public struct MemberJSON: Encodable, Hashable, Sendable {
    public let email: String
    public let name: String
    public let role: String
    public let addedAt: String

    public init(_ member: MemberRecord, zone: TimeZoneID) {
        email = member.email.value
        name = member.displayName
        role = member.membership.role.rawValue
        addedAt = ZonedTime.iso8601(member.membership.addedAt, in: zone)
    }
}
