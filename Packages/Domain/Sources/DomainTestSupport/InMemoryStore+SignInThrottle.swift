public import Domain

extension InMemoryStore: SignInThrottleRepository {
    public func find(email: EmailAddress) -> SignInThrottle? { throttles[email] }

    public func save(_ throttle: SignInThrottle) throws(DomainError) {
        try checkWrite()
        throttles[throttle.email] = throttle
    }

    public func clear(email: EmailAddress) throws(DomainError) {
        try checkWrite()
        throttles[email] = nil
    }
}
