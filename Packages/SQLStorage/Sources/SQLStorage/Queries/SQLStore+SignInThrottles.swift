public import Domain
public import Foundation

extension SQLStore {
    public func find(email: EmailAddress, client: String) async throws(DomainError) -> SignInThrottle? {
        try await readingFirst("SELECT \(raw: SignInThrottleRow.columns) FROM sign_in_failures WHERE email = \(email.value) AND client = \(client)",
                               SignInThrottleRow.read)
    }

    public func save(_ throttle: SignInThrottle) async throws(DomainError) {
        try await writing { db in try db.execute(SignInThrottleRow.upsert(throttle)) }
    }

    public func clear(email: EmailAddress, client: String) async throws(DomainError) {
        try await writing { db in try db.execute("DELETE FROM sign_in_failures WHERE email = \(email.value) AND client = \(client)") }
    }

    public func failures(of email: EmailAddress, since: Date) async throws(DomainError) -> Int {
        try await reading { db in
            Int(try db.integer("""
                SELECT CAST(coalesce(sum(consecutive_failures), 0) AS BIGINT) FROM sign_in_failures
                WHERE email = \(email.value) AND last_failure_at >= \(Instant.milliseconds(since))
                """))
        }
    }
}
