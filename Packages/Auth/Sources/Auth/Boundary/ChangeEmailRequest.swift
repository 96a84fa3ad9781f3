/// `rushday auth email`: the account's new email, proved by its current password.
public struct ChangeEmailRequest: Sendable {
    public var newEmail: String
    public var currentPassword: String
    /// Who asks: a browser's address; nil for this machine's command line.
    public var client: String?

    public init(newEmail: String, currentPassword: String, client: String? = nil) {
        self.newEmail = newEmail
        self.currentPassword = currentPassword
        self.client = client
    }
}
