/// `rushday events members add | remove EVENT EMAIL [--role organizer|staff]`. `role` is the
/// text typed (nil: staff); remove ignores it.
public struct MemberRequest: Sendable {
    public var event: String
    public var email: String
    public var role: String?

    public init(event: String, email: String, role: String? = nil) {
        self.event = event
        self.email = email
        self.role = role
    }
}
