public import Domain

extension SQLStore {
    public func find(event: EventID, user: UserID) async throws(DomainError) -> Membership? {
        try await readingFirst("""
            SELECT \(raw: MembershipRow.columns) FROM memberships WHERE event_id = \(event) AND user_id = \(user)
            """, MembershipRow.read)
    }

    /// An existing membership keeps its `addedAt`; only the role changes.
    public func save(_ membership: Membership) async throws(DomainError) {
        try await writing { db in try db.execute(MembershipRow.insert(membership, updatingRole: true)) }
    }

    public func remove(event: EventID, user: UserID) async throws(DomainError) {
        try await writing { db in try db.execute("DELETE FROM memberships WHERE event_id = \(event) AND user_id = \(user)") }
    }

    public func list(event: EventID) async throws(DomainError) -> [MemberRecord] {
        try await reading { db in
            try db.all("""
                SELECT \(raw: MembershipRow.columns), users.email, users.display_name FROM memberships
                JOIN users ON users.id = memberships.user_id
                WHERE memberships.event_id = \(event)
                ORDER BY CASE memberships.role WHEN 'owner' THEN 0 WHEN 'organizer' THEN 1 ELSE 2 END,
                         users.email\(raw: db.dialect.bytewise)
                """, MembershipRow.readMember)
        }
    }
}
