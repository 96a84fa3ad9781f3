public import Domain
public import Foundation

/// Failed sign-in counts by email and client.
struct SignInThrottleTable: InMemoryTable {
    struct Key: Hashable {
        let email: EmailAddress
        let client: String
    }

    var byKey: [Key: SignInThrottle] = [:]
}

extension InMemoryStore: SignInThrottleRepository {
    public func find(email: EmailAddress, client: String) -> SignInThrottle? {
        tables[SignInThrottleTable.self].byKey[.init(email: email, client: client)]
    }

    public func save(_ throttle: SignInThrottle) throws(DomainError) {
        guard throttle.consecutiveFailures >= 0 else { throw .invalid(field: "consecutive_failures", message: "cannot be negative") }
        try write { tables in tables[SignInThrottleTable.self].byKey[.init(email: throttle.email, client: throttle.client)] = throttle.storedForm }
    }

    public func clear(email: EmailAddress, client: String) throws(DomainError) {
        try write { tables in tables[SignInThrottleTable.self].byKey[.init(email: email, client: client)] = nil }
    }

    public func failures(of email: EmailAddress, since: Date) -> Int {
        tables[SignInThrottleTable.self].byKey.values.filter { $0.email == email && $0.lastFailureAt >= since.stored }
            .reduce(0) { $0 + $1.consecutiveFailures }
    }
}

extension SignInThrottle {
    fileprivate var storedForm: SignInThrottle {
        SignInThrottle(email: email, client: client, consecutiveFailures: consecutiveFailures, lastFailureAt: lastFailureAt.stored,
                       lockedUntil: lockedUntil?.stored)
    }
}
