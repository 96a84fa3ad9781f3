import GRDB
import Synchronization

/// Which tables this process's own connections committed writes to, in order: what the store's
/// change watch tells of its own writes (SQLite's `data_version` only moves for other
/// connections' commits, and says nothing of which tables).
final class CommitLog: Sendable {
    private struct State {
        var commits = 0
        /// Each table's last commit, as `commits` counted it.
        var written: [String: Int] = [:]
    }

    private let state = Mutex(State())

    /// How many commits wrote something so far: a watch's mark for `tables(since:)`.
    var commits: Int { state.withLock(\.commits) }

    /// The tables written after `mark`, with the mark to look from next.
    func tables(since mark: Int) -> (tables: Set<String>, mark: Int) {
        state.withLock { state in
            (Set(state.written.filter { $0.value > mark }.keys), state.commits)
        }
    }

    fileprivate func committed(_ tables: Set<String>) {
        state.withLock { state in
            state.commits += 1
            for table in tables { state.written[table] = state.commits }
        }
    }

    /// Watches one connection for as long as it is open.
    func watch(_ db: Database) {
        db.add(transactionObserver: Observer(log: self), extent: .databaseLifetime)
    }

    /// Notes the tables each statement of a transaction may write (SQLite's authorizer names
    /// them, triggers' included), and hands them to the log at COMMIT. It asks for no row's
    /// change (`false`), so a bulk write pays nothing per row.
    private final class Observer: TransactionObserver {
        let log: CommitLog
        var pending: Set<String> = []

        init(log: CommitLog) {
            self.log = log
        }

        func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
            pending.insert(eventKind.tableName)
            return false
        }

        func databaseDidChange(with event: DatabaseEvent) {}

        func databaseDidCommit(_ db: Database) {
            if !pending.isEmpty { log.committed(pending) }
            pending = []
        }

        func databaseDidRollback(_ db: Database) {
            pending = []
        }
    }
}
