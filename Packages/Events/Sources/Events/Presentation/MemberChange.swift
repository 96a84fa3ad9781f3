/// What a members command changed, for the line above the member list.
public enum MemberChange: Hashable, Sendable {
    /// The email as typed; added or given a new role.
    case added(email: String)
    case removed(email: String)
}
