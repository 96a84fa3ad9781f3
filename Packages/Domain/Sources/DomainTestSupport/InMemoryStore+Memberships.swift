public import Domain

extension InMemoryStore: MembershipRepository {
    public func find(event: EventID, user: UserID) -> Membership? {
        memberships[event]?[user]
    }

    public func save(_ membership: Membership) throws(DomainError) {
        try checkWrite()
        memberships[membership.eventID, default: [:]][membership.userID] = membership
    }

    public func remove(event: EventID, user: UserID) throws(DomainError) {
        try checkWrite()
        memberships[event]?[user] = nil
    }

    public func list(event: EventID) -> [MemberRecord] {
        let order = Role.allCases
        return (memberships[event] ?? [:]).values.compactMap { membership in
            users[membership.userID].map { MemberRecord(membership: membership, email: $0.email, displayName: $0.displayName) }
        }
        .sorted {
            (order.firstIndex(of: $0.membership.role)!, $0.email.value) < (order.firstIndex(of: $1.membership.role)!, $1.email.value)
        }
    }
}
