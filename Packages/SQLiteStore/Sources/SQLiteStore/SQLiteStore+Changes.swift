public import Domain
import GRDB

extension SQLiteStore: StoreChanges {
    /// SQLite's `PRAGMA data_version` on this store's own connection, which changes when
    /// another connection (another process) commits, with `total_changes()`, which counts what
    /// this connection itself wrote (a server's own sign-ins): either moving is a change. No
    /// table is read. A file that does not exist yet has no connection, and so no changes to tell.
    public func changes(every interval: Duration) async -> AsyncStream<Void> {
        await Self.polling(every: interval) { () async -> [Int]? in
            try? await self.read { db in
                try Row.fetchOne(db, sql: "SELECT (SELECT data_version FROM pragma_data_version()), total_changes()")
                    .map { [$0[0], $0[1]] }
            }
        }
    }
}
