/// Who holds which role in which event.
public protocol MembershipRepository: Sendable {
    func find(event: EventID, user: UserID) async throws(DomainError) -> Membership?
    /// Inserts the membership, or changes the role of an existing one.
    func save(_ membership: Membership) async throws(DomainError)
    func remove(event: EventID, user: UserID) async throws(DomainError)
    /// Members ordered by role (owner first), then email.
    func list(event: EventID) async throws(DomainError) -> [MemberRecord]
}
