/// `rushday auth login`.
public struct LogInRequest: Sendable {
    public var email: String
    public var password: String

    public init(email: String, password: String) {
        self.email = email
        self.password = password
    }
}
