public import Domain
import GRDB

extension SQLiteStore: MembershipRepository {
    public func find(event: EventID, user: UserID) async throws(DomainError) -> Membership? {
        let key = ["event_id": event.description, "user_id": user.description]
        return try await read { db in try MembershipRecord.fetchOne(db, key: key)?.membership() }
    }

    /// An existing membership keeps its `addedAt`; only the role changes.
    public func save(_ membership: Membership) async throws(DomainError) {
        let record = MembershipRecord(membership)
        try await write { db in
            try db.execute(sql: """
                INSERT INTO memberships (event_id, user_id, role, added_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (event_id, user_id) DO UPDATE SET role = excluded.role
                """, arguments: [record.eventID, record.userID, record.role, record.addedAt])
        }
    }

    public func remove(event: EventID, user: UserID) async throws(DomainError) {
        let key = ["event_id": event.description, "user_id": user.description]
        try await write { db in _ = try MembershipRecord.deleteOne(db, key: key) }
    }

    public func list(event: EventID) async throws(DomainError) -> [MemberRecord] {
        let key = event.description
        return try await read { db in
            try MemberRow.fetchAll(db, sql: """
                SELECT memberships.*, users.email, users.display_name FROM memberships
                JOIN users ON users.id = memberships.user_id
                WHERE memberships.event_id = ?
                ORDER BY CASE memberships.role WHEN 'owner' THEN 0 WHEN 'organizer' THEN 1 ELSE 2 END, users.email
                """, arguments: [key]).map { row throws(CorruptRow) in try row.record() }
        }
    }
}
