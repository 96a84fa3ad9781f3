public import Domain

extension SQLStore {
    public func find(email: EmailAddress) async throws(DomainError) -> SignInThrottle? {
        try await reading { db in
            try db.first("SELECT \(raw: SignInThrottleRow.columns) FROM sign_in_throttles WHERE email = \(email.value)",
                         SignInThrottleRow.read)
        }
    }

    public func save(_ throttle: SignInThrottle) async throws(DomainError) {
        try await writing { db in try db.execute(SignInThrottleRow.upsert(throttle)) }
    }

    public func clear(email: EmailAddress) async throws(DomainError) {
        try await writing { db in try db.execute("DELETE FROM sign_in_throttles WHERE email = \(email.value)") }
    }
}
