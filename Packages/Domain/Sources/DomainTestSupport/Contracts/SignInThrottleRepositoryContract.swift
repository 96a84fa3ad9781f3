public import Domain
import Foundation
import Testing

/// What every `SignInThrottleRepository` does.
public enum SignInThrottleRepositoryContract {
    public typealias Store = any SignInThrottleRepository
    private typealias F = ContractFixtures

    public static let cases: [ContractCase<Store>] = [
        ContractCase("a throttle is saved, replaced and cleared per email") { (store: Store) async throws in
            let ada = try EmailAddress("ada@example.org")
            let bob = try EmailAddress("bob@example.org")
            #expect(try await store.find(email: ada) == nil)
            let first = SignInThrottle(email: ada, consecutiveFailures: 1, lastFailureAt: F.instant())
            try await store.save(first)
            #expect(try await store.find(email: ada) == first)
            let locked = SignInThrottle(email: ada, consecutiveFailures: 5, lastFailureAt: F.instant(9), lockedUntil: F.instant(69))
            try await store.save(locked)
            #expect(try await store.find(email: ada) == locked)
            let bobs = SignInThrottle(email: bob, consecutiveFailures: 2, lastFailureAt: F.instant())
            try await store.save(bobs)
            try await store.clear(email: ada)
            try await store.clear(email: ada)
            #expect(try await store.find(email: ada) == nil)
            #expect(try await store.find(email: bob) == bobs)
        },
        ContractCase("instants are kept to the millisecond") { (store: Store) async throws in
            let ada = try EmailAddress("ada@example.org")
            try await store.save(SignInThrottle(email: ada, consecutiveFailures: 5,
                                                lastFailureAt: Date(timeIntervalSince1970: F.base + 0.5006),
                                                lockedUntil: Date(timeIntervalSince1970: F.base + 60.5004)))
            let stored = try await store.find(email: ada)
            #expect(stored?.lastFailureAt == Date(timeIntervalSince1970: F.base + 0.501))
            #expect(stored?.lockedUntil == Date(timeIntervalSince1970: F.base + 60.5))
        },
    ]
}
