public import Foundation

/// Failed sign-ins counted per email address (whether or not an account exists, so the count
/// reveals nothing). Five failures in a row lock sign-in for that address for a minute.
public struct SignInThrottle: Hashable, Sendable, Codable {
    public let email: EmailAddress
    public var consecutiveFailures: Int
    public var lastFailureAt: Date
    public var lockedUntil: Date?

    public init(email: EmailAddress, consecutiveFailures: Int, lastFailureAt: Date, lockedUntil: Date? = nil) {
        self.email = email
        self.consecutiveFailures = consecutiveFailures
        self.lastFailureAt = lastFailureAt
        self.lockedUntil = lockedUntil
    }

    public static let failuresBeforeLock = 5
    public static let lockDuration: TimeInterval = 60
}
