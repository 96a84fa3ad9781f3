/// Someone who speaks at a session; the email is optional (many speakers are only a name on a
/// programme).
public struct Speaker: Hashable, Sendable, Codable {
    public var name: String
    public var email: EmailAddress?

    public init(name: String, email: EmailAddress? = nil) {
        self.name = name
        self.email = email
    }
}
