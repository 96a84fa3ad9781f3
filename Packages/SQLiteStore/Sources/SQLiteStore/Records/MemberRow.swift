import Domain
import GRDB

/// A membership joined with its member's `users` row, for listings.
struct MemberRow: FetchableRecord {
    var membership: MembershipRecord
    var email: String
    var displayName: String

    init(row: Row) throws {
        membership = try MembershipRecord(row: row)
        email = try row.decode(forColumn: "email")
        displayName = try row.decode(forColumn: "display_name")
    }

    func record() throws(CorruptRow) -> MemberRecord {
        MemberRecord(membership: try membership.membership(),
                     email: try StoredValue.email(email, table: "users"), displayName: displayName)
    }
}
