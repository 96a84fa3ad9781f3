import Domain
import Foundation
import SQLiteStore
import Testing

/// The schema's own guard; the behaviour every store shares is SignInThrottleRepositoryContract.
@Suite struct SignInThrottleRepositoryTests {
    @Test func aNegativeCountIsRejectedByTheSchema() async throws {
        try await withStore { store, _ in
            let throttles: any SignInThrottleRepository = store
            let bad = SignInThrottle(email: try EmailAddress("ada@example.org"), consecutiveFailures: -1,
                                     lastFailureAt: instant(baseTime))
            let error = await domainError { () async throws(DomainError) in try await throttles.save(bad) }
            #expect(error == .invalid(field: "consecutive_failures", message: "cannot be negative"))
        }
    }
}
