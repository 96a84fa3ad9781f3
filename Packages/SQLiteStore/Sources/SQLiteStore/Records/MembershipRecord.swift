import Domain
import GRDB
import SQLStorage

/// A row of `memberships`.
struct MembershipRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "memberships"

    var eventID: String
    var userID: String
    var role: String
    var addedAt: Int64

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case eventID = "event_id"
        case userID = "user_id"
        case role
        case addedAt = "added_at"
    }

    init(_ membership: Membership) {
        eventID = membership.eventID.description
        userID = membership.userID.description
        role = membership.role.rawValue
        addedAt = Instant.milliseconds(membership.addedAt)
    }

    func membership() throws(CorruptRow) -> Membership {
        let table = Self.databaseTableName
        return Membership(eventID: try StoredValue.identifier(eventID, table: table),
                          userID: try StoredValue.identifier(userID, table: table),
                          role: try StoredValue.raw(role, table: table), addedAt: Instant.date(addedAt))
    }
}
