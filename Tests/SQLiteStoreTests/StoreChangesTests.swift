import Domain
import Foundation
import SQLiteStore
import Testing

/// A store hears of a commit made by another connection (another process) and of its own
/// (a server's), and of nothing while nobody writes.
@Suite struct StoreChangesTests {
    @Test func aCommitElsewhereIsToldAndQuietIsNot() async throws {
        try await withStore { writer, path in
            try await writer.addAccount(try makeUser("ada@example.org"))
            let reader = try SQLiteStore(path: path, access: .readOnly)
            var changes = await reader.changes(every: .milliseconds(10)).makeAsyncIterator()

            let quiet = Task { await changes.next() }
            try await Task.sleep(for: .milliseconds(150))
            quiet.cancel()
            #expect(await quiet.value == nil)

            var again = await reader.changes(every: .milliseconds(10)).makeAsyncIterator()
            try await writer.addAccount(try makeUser("bob@example.org"))
            let told: Void? = await again.next()
            #expect(told != nil)
        }
    }

    /// Reopened, a current file is one connection for reads and writes, where SQLite's
    /// data_version does not move for the connection's own commits.
    @Test(.timeLimit(.minutes(1))) func aStoresOwnCommitIsToldToo() async throws {
        try await withStore { _, path in
            let store = try SQLiteStore(path: path, access: .readWrite)
            var changes = await store.changes(every: .milliseconds(10)).makeAsyncIterator()
            try await store.addAccount(try makeUser("ada@example.org"))
            let told: Void? = await changes.next()
            #expect(told != nil)
        }
    }
}
