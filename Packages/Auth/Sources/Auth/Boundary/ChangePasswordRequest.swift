/// `rushday auth passwd`: every other session of the user is signed out.
public struct ChangePasswordRequest: Sendable {
    public var currentPassword: String
    public var newPassword: String

    public init(currentPassword: String, newPassword: String) {
        self.currentPassword = currentPassword
        self.newPassword = newPassword
    }
}
