public import Domain
import Foundation
import Testing

/// What every `SignInThrottleRepository` does.
public enum SignInThrottleRepositoryContract {
    public typealias Store = any SignInThrottleRepository
    private typealias F = ContractFixtures

    public static let cases: [ContractCase<Store>] = [
        ContractCase("a throttle is saved, replaced and cleared per email and client") { (store: Store) async throws in
            let ada = try EmailAddress("ada@example.org")
            let bob = try EmailAddress("bob@example.org")
            #expect(try await store.find(email: ada, client: "192.0.2.1") == nil)
            let first = SignInThrottle(email: ada, client: "192.0.2.1", consecutiveFailures: 1, lastFailureAt: F.instant())
            try await store.save(first)
            #expect(try await store.find(email: ada, client: "192.0.2.1") == first)
            #expect(try await store.find(email: ada, client: "192.0.2.2") == nil, "another client of the same address")
            let locked = SignInThrottle(email: ada, client: "192.0.2.1", consecutiveFailures: 5, lastFailureAt: F.instant(9), lockedUntil: F.instant(69))
            try await store.save(locked)
            #expect(try await store.find(email: ada, client: "192.0.2.1") == locked)
            let local = SignInThrottle(email: ada, client: SignInThrottle.commandLine, consecutiveFailures: 2, lastFailureAt: F.instant())
            try await store.save(local)
            let bobs = SignInThrottle(email: bob, client: "192.0.2.1", consecutiveFailures: 2, lastFailureAt: F.instant())
            try await store.save(bobs)
            try await store.clear(email: ada, client: "192.0.2.1")
            try await store.clear(email: ada, client: "192.0.2.1")
            #expect(try await store.find(email: ada, client: "192.0.2.1") == nil)
            #expect(try await store.find(email: ada, client: SignInThrottle.commandLine) == local)
            #expect(try await store.find(email: bob, client: "192.0.2.1") == bobs)
        },
        ContractCase("an address's failures are summed over its clients since a moment") { (store: Store) async throws in
            let ada = try EmailAddress("ada@example.org")
            let bob = try EmailAddress("bob@example.org")
            #expect(try await store.failures(of: ada, since: F.instant()) == 0)
            try await store.save(SignInThrottle(email: ada, client: "192.0.2.1", consecutiveFailures: 3, lastFailureAt: F.instant(10)))
            try await store.save(SignInThrottle(email: ada, client: "192.0.2.2", consecutiveFailures: 4, lastFailureAt: F.instant(20)))
            try await store.save(SignInThrottle(email: ada, client: "192.0.2.3", consecutiveFailures: 9, lastFailureAt: F.instant(-1)))
            try await store.save(SignInThrottle(email: bob, client: "192.0.2.1", consecutiveFailures: 6, lastFailureAt: F.instant(10)))
            #expect(try await store.failures(of: ada, since: F.instant()) == 7, "the third client's last failure came before")
            #expect(try await store.failures(of: ada, since: F.instant(10)) == 7, "at the moment counts")
            #expect(try await store.failures(of: ada, since: F.instant(11)) == 4)
            #expect(try await store.failures(of: bob, since: F.instant()) == 6)
        },
        ContractCase("a negative count is refused") { (store: Store) async throws in
            let bad = SignInThrottle(email: try EmailAddress("ada@example.org"), client: "", consecutiveFailures: -1, lastFailureAt: F.instant())
            await #expect(throws: DomainError.invalid(field: "consecutive_failures", message: "cannot be negative")) { try await store.save(bad) }
        },
        ContractCase("instants are kept to the millisecond") { (store: Store) async throws in
            let ada = try EmailAddress("ada@example.org")
            try await store.save(SignInThrottle(email: ada, client: "", consecutiveFailures: 5,
                                                lastFailureAt: Date(timeIntervalSince1970: F.base + 0.5006),
                                                lockedUntil: Date(timeIntervalSince1970: F.base + 60.5004)))
            let stored = try await store.find(email: ada, client: "")
            #expect(stored?.lastFailureAt == Date(timeIntervalSince1970: F.base + 0.501))
            #expect(stored?.lockedUntil == Date(timeIntervalSince1970: F.base + 60.5))
        },
    ]
}
