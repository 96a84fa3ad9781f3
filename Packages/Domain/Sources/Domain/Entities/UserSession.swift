public import Foundation

/// A signed-in session. Only the SHA-256 of its token is stored; the token itself lives in the
/// user's 0600 session file.
public struct UserSession: Hashable, Sendable, Codable {
    public let id: SessionID
    public let userID: UserID
    public let tokenHash: String
    public let createdAt: Date
    public let expiresAt: Date
    public var revokedAt: Date?

    public init(id: SessionID, userID: UserID, tokenHash: String, createdAt: Date, expiresAt: Date, revokedAt: Date? = nil) {
        self.id = id
        self.userID = userID
        self.tokenHash = tokenHash
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.revokedAt = revokedAt
    }

    public func isActive(at now: Date) -> Bool {
        revokedAt == nil && now < expiresAt
    }

    /// Sessions last 30 days from sign-in.
    public static let lifetime: TimeInterval = 30 * 24 * 3600
}
