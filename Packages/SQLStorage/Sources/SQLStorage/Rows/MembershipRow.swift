import Domain

/// A row of `memberships`, in the order `read` takes its columns.
enum MembershipRow {
    static let table = "memberships"
    static let columns = "memberships.event_id, memberships.user_id, memberships.role, memberships.added_at"

    static func read(_ row: any SQLRow) throws -> Membership {
        Membership(eventID: try StoredValue.identifier(try row.text(0), table: table),
                   userID: try StoredValue.identifier(try row.text(1), table: table),
                   role: try StoredValue.raw(try row.text(2), table: table), addedAt: Instant.date(try row.integer(3)))
    }

    /// A membership followed by its member's email and display name.
    static func readMember(_ row: any SQLRow) throws -> MemberRecord {
        MemberRecord(membership: try read(row), email: try StoredValue.email(try row.text(4), table: "users"),
                     displayName: try row.text(5))
    }

    /// With `updatingRole`, an existing membership keeps its `addedAt` and takes the new role.
    static func insert(_ membership: Membership, updatingRole: Bool = false) -> SQL {
        """
        INSERT INTO memberships (event_id, user_id, role, added_at)
        VALUES (\(membership.eventID), \(membership.userID), \(membership.role.rawValue), \(Instant.milliseconds(membership.addedAt)))
        \(raw: updatingRole ? "ON CONFLICT (event_id, user_id) DO UPDATE SET role = excluded.role" : "")
        """
    }
}
