public import Domain

/// `rushday events members add | remove EVENT EMAIL [--role organizer|staff]`. `role` nil
/// means staff; remove ignores it.
public struct MemberRequest: Sendable {
    public var event: String
    public var email: String
    public var role: Role?

    public init(event: String, email: String, role: Role? = nil) {
        self.event = event
        self.email = email
        self.role = role
    }
}
