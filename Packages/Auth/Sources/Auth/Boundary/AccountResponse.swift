public import Domain
public import Foundation

/// The signed-in account: answer of signup, login, whoami and passwd.
public struct AccountResponse: Hashable, Sendable {
    public let userID: UserID
    public let email: EmailAddress
    public let displayName: String
    public let createdAt: Date
    public let sessionExpiresAt: Date

    public init(userID: UserID, email: EmailAddress, displayName: String, createdAt: Date, sessionExpiresAt: Date) {
        self.userID = userID
        self.email = email
        self.displayName = displayName
        self.createdAt = createdAt
        self.sessionExpiresAt = sessionExpiresAt
    }
}
