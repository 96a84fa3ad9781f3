public import Domain

/// Failed sign-in counts by email.
struct SignInThrottleTable: InMemoryTable {
    var byEmail: [EmailAddress: SignInThrottle] = [:]
}

extension InMemoryStore: SignInThrottleRepository {
    public func find(email: EmailAddress) -> SignInThrottle? { tables[SignInThrottleTable.self].byEmail[email] }

    public func save(_ throttle: SignInThrottle) throws(DomainError) {
        try write { tables in tables[SignInThrottleTable.self].byEmail[throttle.email] = throttle.storedForm }
    }

    public func clear(email: EmailAddress) throws(DomainError) {
        try write { tables in tables[SignInThrottleTable.self].byEmail[email] = nil }
    }
}

extension SignInThrottle {
    fileprivate var storedForm: SignInThrottle {
        SignInThrottle(email: email, consecutiveFailures: consecutiveFailures, lastFailureAt: lastFailureAt.stored,
                       lockedUntil: lockedUntil?.stored)
    }
}
