public import Foundation

/// Failed sign-ins, one record per email address and client (see `SignInThrottle`).
public protocol SignInThrottleRepository: Sendable {
    func find(email: EmailAddress, client: String) async throws(DomainError) -> SignInThrottle?
    func save(_ throttle: SignInThrottle) async throws(DomainError)
    func clear(email: EmailAddress, client: String) async throws(DomainError)
    /// The failures `email` drew from every client whose last failure came at or after `since`.
    func failures(of email: EmailAddress, since: Date) async throws(DomainError) -> Int
}
