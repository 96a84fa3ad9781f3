/// What a member's role lets them do with an event, as data: the roles that may, and the words
/// every other role is refused with. Each feature declares its own as static values (its
/// table) and hands one to `EventAccess`, so the check is written once and the wording stays
/// the feature's.
public struct EventPermission: Hashable, Sendable {
    /// The roles that may.
    public let roles: Set<Role>
    /// What each role that may not is told, computed once when the table is declared.
    private let refusals: [Role: String]

    /// Every role not in `roles` is told `refusal`, word for word: for a feature whose refusal
    /// says more than what the role cannot do (what it still may, say).
    public init(roles: Set<Role>, refusal: String) {
        self.roles = roles
        refusals = Dictionary(uniqueKeysWithValues: Role.allCases.filter { !roles.contains($0) }.map { ($0, refusal) })
    }

    /// Every role not in `roles` is told "staff cannot `action`; ask the event's owner or an
    /// organizer" (or "... ask the event's owner" when organizers may not either), the sentence
    /// most features refuse with: it names who is refused and who to ask instead.
    public init(roles: Set<Role>, action: String) {
        self.roles = roles
        let whoMay = roles.contains(.organizer) ? "the event's owner or an organizer" : "the event's owner"
        refusals = Dictionary(uniqueKeysWithValues: Role.allCases.filter { !roles.contains($0) }.map { role in
            (role, "\(role == .staff ? "staff" : "\(role)s") cannot \(action); ask \(whoMay)")
        })
    }

    /// What every member may do (read, check in at the door): nobody is refused.
    public static let everyMember = EventPermission(roles: Set(Role.allCases), refusal: "")

    public func allows(_ role: Role) -> Bool {
        roles.contains(role)
    }

    /// The words `role` is refused with; nil when it may.
    public func refusal(for role: Role) -> String? {
        refusals[role]
    }

    /// Throws the refusal as `.forbidden` when `role` may not.
    public func require(_ role: Role) throws(DomainError) {
        if let refusal = refusals[role] { throw .forbidden(refusal) }
    }
}
