public import Domain
import PostgresNIO

extension PostgresStore: MembershipRepository {
    public func find(event: EventID, user: UserID) async throws(DomainError) -> Membership? {
        try await read { connection in
            try await connection.first("""
                SELECT \(unescaped: MembershipRow.columns) FROM memberships
                WHERE event_id = \(event.description) AND user_id = \(user.description)
                """, MembershipRow.read)
        }
    }

    /// An existing membership keeps its `addedAt`; only the role changes.
    public func save(_ membership: Membership) async throws(DomainError) {
        try await write { connection in try await Self.insert(membership, updatingRole: true, on: connection) }
    }

    public func remove(event: EventID, user: UserID) async throws(DomainError) {
        try await write { connection in
            try await connection.execute(
                "DELETE FROM memberships WHERE event_id = \(event.description) AND user_id = \(user.description)")
        }
    }

    public func list(event: EventID) async throws(DomainError) -> [MemberRecord] {
        try await read { connection in
            try await connection.all("""
                SELECT \(unescaped: MembershipRow.columns), users.email, users.display_name FROM memberships
                JOIN users ON users.id = memberships.user_id
                WHERE memberships.event_id = \(event.description)
                ORDER BY CASE memberships.role WHEN 'owner' THEN 0 WHEN 'organizer' THEN 1 ELSE 2 END,
                         users.email COLLATE "C"
                """, MembershipRow.readMember)
        }
    }

    static func insert(_ membership: Membership, updatingRole: Bool, on connection: PostgresConnection) async throws {
        try await connection.execute("""
            INSERT INTO memberships (event_id, user_id, role, added_at)
            VALUES (\(membership.eventID.description), \(membership.userID.description), \(membership.role.rawValue),
                    \(Instant.milliseconds(membership.addedAt)))
            \(unescaped: updatingRole ? "ON CONFLICT (event_id, user_id) DO UPDATE SET role = excluded.role" : "")
            """)
    }
}
