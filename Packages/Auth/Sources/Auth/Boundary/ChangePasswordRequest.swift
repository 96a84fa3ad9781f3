/// `rushday auth passwd`: every other session of the user is signed out.
public struct ChangePasswordRequest: Sendable {
    public var currentPassword: String
    public var newPassword: String
    /// Who asks: a browser's address; nil for this machine's command line.
    public var client: String?

    public init(currentPassword: String, newPassword: String, client: String? = nil) {
        self.currentPassword = currentPassword
        self.newPassword = newPassword
        self.client = client
    }
}
