import Domain
import PostgresNIO

/// `memberships` columns, in the order `MembershipRow.read` takes them.
enum MembershipRow {
    static let columns = "memberships.event_id, memberships.user_id, memberships.role, memberships.added_at"

    static func read(_ row: PostgresRow) throws -> Membership {
        let (eventID, userID, role, addedAt) = try row.decode((String, String, String, Int64).self)
        return try membership(eventID, userID, role, addedAt)
    }

    /// A membership followed by its member's email and display name.
    static func readMember(_ row: PostgresRow) throws -> MemberRecord {
        let (eventID, userID, role, addedAt, email, displayName) =
            try row.decode((String, String, String, Int64, String, String).self)
        return MemberRecord(membership: try membership(eventID, userID, role, addedAt),
                            email: try StoredValue.email(email, table: "users"), displayName: displayName)
    }

    private static func membership(_ eventID: String, _ userID: String, _ role: String,
                                   _ addedAt: Int64) throws(CorruptRow) -> Membership {
        Membership(eventID: try StoredValue.identifier(eventID, table: "memberships"),
                   userID: try StoredValue.identifier(userID, table: "memberships"),
                   role: try StoredValue.raw(role, table: "memberships"), addedAt: Instant.date(addedAt))
    }
}
