public import Foundation

/// Failed sign-ins counted per email address and client together (whether or not an account
/// exists, so the count reveals nothing). Five failures in a row from one client lock that
/// client out of that address for a minute; another client (the owner at home while someone
/// guesses from a café) is not locked, but every client's attempts at an address slow down once
/// it has drawn `failuresBeforeSlowDown` failures from anyone in `slowDownWindow` (OWASP's
/// advice: slow an account's guessing rather than lock its owner out).
public struct SignInThrottle: Hashable, Sendable, Codable {
    public let email: EmailAddress
    /// Who tried: a browser's address, or `commandLine` for this machine's `auth login`.
    public let client: String
    public var consecutiveFailures: Int
    public var lastFailureAt: Date
    public var lockedUntil: Date?

    public init(email: EmailAddress, client: String, consecutiveFailures: Int, lastFailureAt: Date, lockedUntil: Date? = nil) {
        self.email = email
        self.client = client
        self.consecutiveFailures = consecutiveFailures
        self.lastFailureAt = lastFailureAt
        self.lockedUntil = lockedUntil
    }

    public static let commandLine = ""
    public static let failuresBeforeLock = 5
    public static let lockDuration: TimeInterval = 60
    public static let failuresBeforeSlowDown = 5
    public static let slowDownWindow: TimeInterval = 900
    /// The longest an attempt is held back, so the owner always gets in, a little later.
    public static let longestSlowDown: TimeInterval = 8

    /// How long an attempt at an address waits, given the failures it drew from every client
    /// within the window: nothing below the threshold, then half a second doubling with each
    /// failure, up to `longestSlowDown`.
    public static func slowDown(afterFailures failures: Int) -> TimeInterval {
        guard failures >= failuresBeforeSlowDown else { return 0 }
        let doublings = min(failures - failuresBeforeSlowDown, 8)
        return min(0.5 * Double(1 << doublings), longestSlowDown)
    }
}
