/// `rushday auth login`, or the sign-in form.
public struct LogInRequest: Sendable {
    public var email: String
    public var password: String
    /// Who asks: a browser's address; nil for this machine's command line.
    public var client: String?

    public init(email: String, password: String, client: String? = nil) {
        self.email = email
        self.password = password
        self.client = client
    }
}
