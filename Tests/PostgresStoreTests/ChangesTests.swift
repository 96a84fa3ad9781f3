import Domain
import Foundation
import PostgresStore
import Synchronization
import Testing

/// `StoreChanges` through LISTEN/NOTIFY: a commit by anyone to the store's schema is heard,
/// reads and other schemas' commits are not.
@Suite struct ChangesTests {
    @Test func aChangeCommittedByAnotherStoreIsHeardWithinASecond() async throws {
        try await withStore { watcher, location in
            _ = try await watcher.find(handle: Handle("warm-up"))
            let changes = await watcher.changes(every: .milliseconds(100))

            try await PostgresStore(location).addAccount(try makeUser("ada@example.org"))

            let heard = try await within(.seconds(1)) {
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

    @Test func aBurstOfCommitsIsHeardFewerTimesThanItCommits() async throws {
        try await withStore { watcher, location in
            _ = try await watcher.find(handle: Handle("warm-up"))
            let changes = await watcher.changes(every: .seconds(1))
            let yields = Mutex(0)
            let counting = Task {
                for await _ in changes { yields.withLock { $0 += 1 } }
            }
            defer { counting.cancel() }

            let writer = try PostgresStore(location)
            for index in 0..<5 { try await writer.addAccount(try makeUser("ada\(index)@example.org")) }
            try await Task.sleep(for: .milliseconds(2500))

            // One per debounce interval: a single one when the five commits took under a second.
            let heard = yields.withLock { $0 }
            #expect(heard >= 1 && heard < 5)
        }
    }
}
