import Domain
import Foundation
import SQLiteStore
import Testing

@Suite struct SignInThrottleRepositoryTests {
    @Test func throttleIsSavedReplacedAndCleared() async throws {
        try await withStore { store, _ in
            let throttles: any SignInThrottleRepository = store
            let ada = try EmailAddress("ada@example.org")
            let bob = try EmailAddress("bob@example.org")
            #expect(try await throttles.find(email: ada) == nil)

            let first = SignInThrottle(email: ada, consecutiveFailures: 1, lastFailureAt: instant(baseTime))
            try await throttles.save(first)
            #expect(try await throttles.find(email: ada) == first)

            let locked = SignInThrottle(email: ada, consecutiveFailures: 5, lastFailureAt: instant(baseTime + 9),
                                        lockedUntil: instant(baseTime + 69))
            try await throttles.save(locked)
            #expect(try await throttles.find(email: ada) == locked)

            let bobs = SignInThrottle(email: bob, consecutiveFailures: 2, lastFailureAt: instant(baseTime))
            try await throttles.save(bobs)
            try await throttles.clear(email: ada)
            #expect(try await throttles.find(email: ada) == nil)
            #expect(try await throttles.find(email: bob) == bobs)
            try await throttles.clear(email: ada)
        }
    }

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
