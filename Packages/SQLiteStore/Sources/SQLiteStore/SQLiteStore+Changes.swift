public import Domain
import GRDB

extension SQLiteStore: StoreChanges {
    /// SQLite's `PRAGMA data_version` on this store's own connection: it changes when another
    /// connection (another process) commits, without reading any table. A file that does not
    /// exist yet has no connection, and so no changes to tell.
    public func changes(every interval: Duration) async -> AsyncStream<Void> {
        await Self.polling(every: interval) { () async -> Int? in
            try? await self.read { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
        }
    }
}
