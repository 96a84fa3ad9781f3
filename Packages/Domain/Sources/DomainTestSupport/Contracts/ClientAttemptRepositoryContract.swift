public import Domain
import Foundation
import Testing

/// What every `ClientAttemptRepository` does: one count per kind and key, begun again when its
/// window has passed, and every attempt counted once however many servers count at once.
public enum ClientAttemptRepositoryContract {
    public typealias Store = any ClientAttemptRepository

    private static let start = Date(timeIntervalSince1970: 1_900_000_000)

    public static let cases: [ContractCase<Store>] = [
        ContractCase("each attempt of a key counts, apart from other keys and other kinds") { (store: Store) async throws in
            for expected in 1...3 {
                #expect(try await store.countAttempt(of: "link", by: "10.0.0.1", window: 600, at: start) == expected)
            }
            #expect(try await store.countAttempt(of: "link", by: "10.0.0.2", window: 600, at: start) == 1)
            #expect(try await store.countAttempt(of: "signup", by: "10.0.0.1", window: 600, at: start) == 1)
            #expect(try await store.countAttempt(of: "link", by: "10.0.0.1", window: 600, at: start) == 4)
        },
        ContractCase("a window lasts from its first attempt until its length has passed, then begins again") { (store: Store) async throws in
            #expect(try await store.countAttempt(of: "link", by: "a", window: 600, at: start) == 1)
            #expect(try await store.countAttempt(of: "link", by: "a", window: 600, at: start.addingTimeInterval(599.999)) == 2)
            #expect(try await store.countAttempt(of: "link", by: "a", window: 600, at: start.addingTimeInterval(600)) == 1)
            #expect(try await store.countAttempt(of: "link", by: "a", window: 600, at: start.addingTimeInterval(1199)) == 2)
            #expect(try await store.countAttempt(of: "link", by: "a", window: 600, at: start.addingTimeInterval(1200)) == 1)
        },
        ContractCase("attempts counted at once are each counted once") { (store: Store) async throws in
            let counts = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<20 { group.addTask { try await store.countAttempt(of: "link", by: "racer", window: 600, at: start) } }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(counts.sorted() == Array(1...20))
            #expect(try await store.countAttempt(of: "link", by: "racer", window: 600, at: start) == 21)
        },
        ContractCase("a key holding any text is counted as given") { (store: Store) async throws in
            let key = "ann@example.org'; DROP TABLE client_attempts; --"
            #expect(try await store.countAttempt(of: "registration", by: key, window: 3600, at: start) == 1)
            #expect(try await store.countAttempt(of: "registration", by: key, window: 3600, at: start) == 2)
            #expect(try await store.countAttempt(of: "registration", by: "", window: 3600, at: start) == 1)
        },
    ]
}
