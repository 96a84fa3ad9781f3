public import Domain

/// Memberships by event, then member.
struct MembershipTable: InMemoryTable {
    var byEvent: [EventID: [UserID: Membership]] = [:]
}

extension InMemoryTables {
    func membership(event: EventID, user: UserID) -> Membership? {
        self[MembershipTable.self].byEvent[event]?[user]
    }

    /// Inserts, or changes only the role of an existing membership, as the real stores do. Its
    /// event and account must exist.
    mutating func save(_ membership: Membership) throws(DomainError) {
        guard self.event(membership.eventID) != nil, user(membership.userID) != nil else { throw .referenceMissing }
        let stored = self.membership(event: membership.eventID, user: membership.userID)
        self[MembershipTable.self].byEvent[membership.eventID, default: [:]][membership.userID] =
            Membership(eventID: membership.eventID, userID: membership.userID, role: membership.role,
                       addedAt: stored?.addedAt ?? membership.addedAt.stored)
    }

    mutating func removeMemberships(of event: EventID) {
        self[MembershipTable.self].byEvent[event] = nil
    }
}

extension InMemoryStore: MembershipRepository {
    public func find(event: EventID, user: UserID) -> Membership? {
        tables.membership(event: event, user: user)
    }

    public func save(_ membership: Membership) throws(DomainError) {
        try write { tables throws(DomainError) in try tables.save(membership) }
    }

    public func remove(event: EventID, user: UserID) throws(DomainError) {
        try write { tables in tables[MembershipTable.self].byEvent[event]?[user] = nil }
    }

    public func list(event: EventID) -> [MemberRecord] {
        let order = Role.allCases
        let members = tables[MembershipTable.self].byEvent[event] ?? [:]
        return members.values.compactMap { membership in
            tables.user(membership.userID).map {
                MemberRecord(membership: membership, email: $0.email, displayName: $0.displayName)
            }
        }
        .sorted {
            (order.firstIndex(of: $0.membership.role)!, $0.email.value) < (order.firstIndex(of: $1.membership.role)!, $1.email.value)
        }
    }
}
