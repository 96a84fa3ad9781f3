import Domain
import Foundation
import PostgresStore
import Synchronization
import Testing

/// `StoreChanges` through LISTEN/NOTIFY: a commit by anyone to the store's schema is heard,
/// reads and other schemas' commits are not.
@Suite struct ChangesTests {
    @Test func aChangeCommittedByAnotherStoreIsHeard() async throws {
        try await withStore { watcher, location in
            _ = try await watcher.find(handle: Handle("warm-up"))
            let changes = await watcher.changes(every: .milliseconds(100))

            try await PostgresStore(location).addAccount(try makeUser("ada@example.org"))

            let heard = try await within(.seconds(60)) {
                for await _ in changes { return true }
                return false
            }
            #expect(heard == true)
        }
    }

    @Test func nothingIsHeardWhileNobodyWritesHere() async throws {
        try await withStore { watcher, location in
            let (event, _) = try await seededEvent("gala", in: watcher)
            let changes = await watcher.changes(every: .milliseconds(100))

            // Reads, and a write to another schema of the same database, are not changes here.
            _ = try await PostgresStore(location).find(id: event.id)
            try await withStore { elsewhere, _ in _ = try await seededEvent("other", in: elsewhere) }

            let heard = try await within(.milliseconds(1500)) {
                for await _ in changes { return true }
                return false
            }
            #expect(heard == nil)
        }
    }

    /// The promise, however slow the machine: every commit of a burst is heard, and the last
    /// one is heard after it began (never only by a wake-up that came before it). How many
    /// wake-ups a burst makes depends on the machine's speed, so it is not counted.
    @Test func everyCommitOfABurstIsHeardAtLeastOnceAfterTheLast() async throws {
        try await withStore { watcher, location in
            _ = try await watcher.find(handle: Handle("warm-up"))
            let changes = await watcher.changes(every: .milliseconds(200))
            let heardAt = Mutex<[ContinuousClock.Instant]>([])
            let counting = Task {
                for await _ in changes { heardAt.withLock { $0.append(.now) } }
            }
            defer { counting.cancel() }

            let writer = try PostgresStore(location)
            for index in 0..<4 { try await writer.addAccount(try makeUser("ada\(index)@example.org")) }
            let lastBegan = ContinuousClock.now
            try await writer.addAccount(try makeUser("ada4@example.org"))

            let heard = try await within(.seconds(60)) {
                while !heardAt.withLock({ $0.contains { $0 > lastBegan } }), !Task.isCancelled { try? await Task.sleep(for: .milliseconds(20)) }
                return true
            }
            #expect(heard == true, "the last commit heard after it began")
        }
    }
}
