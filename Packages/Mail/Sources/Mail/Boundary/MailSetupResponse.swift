public import Domain

/// The store's mail set-up (nil: none yet), and who made it.
public struct MailSetupResponse: Sendable {
    public let settings: MailSettings?
    public let updatedBy: String?
    /// Whether this machine has a password for the server (`RUSHDAY_SMTP_PASSWORD` or the
    /// file), as the face found.
    public let passwordKnown: Bool

    public init(settings: MailSettings?, updatedBy: String?, passwordKnown: Bool) {
        self.settings = settings
        self.updatedBy = updatedBy
        self.passwordKnown = passwordKnown
    }
}
