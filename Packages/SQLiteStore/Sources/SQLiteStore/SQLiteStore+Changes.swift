public import Domain
import GRDB

extension SQLiteStore: StoreChanges {
    /// Looks every `interval` at what this store's own connection committed (`CommitLog`, by
    /// table) and at SQLite's `PRAGMA data_version` on that connection, which moves only when
    /// another connection commits (another process, or an import's staging connection), and
    /// then says nothing of which tables: such a change is `anything`. No table is read. A
    /// file that does not exist yet has no connection, and so no changes of others to tell.
    public func changes(every interval: Duration) async -> AsyncStream<StoreChange> {
        let firstMark = commits.commits
        let firstVersion = await dataVersion()
        return AsyncStream { continuation in
            let task = Task {
                var mark = firstMark
                var version = firstVersion
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    let own = commits.tables(since: mark)
                    mark = own.mark
                    var change = own.tables.isEmpty ? nil : StoreChange(tables: own.tables)
                    if let now = await dataVersion(), now != version {
                        version = now
                        change = .anything
                    }
                    if let change { continuation.yield(change) }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// On the connection this store writes through: a pool's readers see its own writer's
    /// commits move it too.
    private func dataVersion() async -> Int? {
        await onOwnConnection { db in try Int.fetchOne(db, sql: "PRAGMA data_version") }
    }
}
