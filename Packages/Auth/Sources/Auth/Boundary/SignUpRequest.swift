/// `rushday auth signup`: creates the account and signs in on this machine.
public struct SignUpRequest: Sendable {
    public var email: String
    public var displayName: String
    public var password: String

    public init(email: String, displayName: String, password: String) {
        self.email = email
        self.displayName = displayName
        self.password = password
    }
}
