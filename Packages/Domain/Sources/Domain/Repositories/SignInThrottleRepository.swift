/// Failed sign-in counts per email. The rules (how many, how long) live in Auth's use cases;
/// the store keeps the state so every process on the same database sees it.
public protocol SignInThrottleRepository: Sendable {
    func find(email: EmailAddress) async throws(DomainError) -> SignInThrottle?
    func save(_ throttle: SignInThrottle) async throws(DomainError)
    func clear(email: EmailAddress) async throws(DomainError)
}
