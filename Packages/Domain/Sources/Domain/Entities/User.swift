public import Foundation

/// A person with an account. `passwordHash` is the hasher's self-describing string, never a password.
public struct User: Hashable, Sendable, Codable {
    public let id: UserID
    public var email: EmailAddress
    public var displayName: String
    public var passwordHash: String
    public let createdAt: Date

    public init(id: UserID, email: EmailAddress, displayName: String, passwordHash: String, createdAt: Date) {
        self.id = id
        self.email = email
        self.displayName = displayName
        self.passwordHash = passwordHash
        self.createdAt = createdAt
    }
}
