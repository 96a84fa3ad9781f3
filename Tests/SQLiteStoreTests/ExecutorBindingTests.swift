import Domain
import GRDB
@testable import SQLiteStore
import SQLStorage
import Testing

/// The executor binds a statement's values with SQLite's own functions, behind GRDB's back:
/// each kind of value is stored as it is, a statement is bound afresh each time it runs, and a
/// statement that failed runs again.
@Suite struct ExecutorBindingTests {
    static let values: [ColumnValue] = [
        .text(""), .text("Zoë ✨ 𝄞 \"quoted\""), .bytes([]), .bytes([0, 1, 255]),
        .integer(.min), .integer(.max), .null,
    ]

    private static func table() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.write { db in try db.execute(sql: "CREATE TABLE t (n INTEGER PRIMARY KEY, v)") }
        return queue
    }

    private static func insert(_ n: Int, _ value: ColumnValue) -> SQLStorage.SQL {
        SQL("INSERT INTO t (n, v) VALUES (?, ?)", [.integer(Int64(n)), value])
    }

    @Test func everyKindOfValueIsStoredAsItIs() throws {
        let queue = try Self.table()
        let stored = try queue.write { db in
            let executor = SQLiteExecutor(db: db)
            for (n, value) in Self.values.enumerated() { _ = try executor.execute(Self.insert(n, value)) }
            return try executor.all("SELECT v FROM t ORDER BY n") { try $0.value(0) }
        }
        #expect(stored == Self.values)
        // An empty text or blob is a value of its type, not NULL.
        let types = try queue.read { db in try String.fetchAll(db, sql: "SELECT typeof(v) FROM t ORDER BY n") }
        #expect(types == ["text", "text", "blob", "blob", "integer", "integer", "null"])
    }

    @Test func aStatementRunAgainHasOnlyItsNewValues() throws {
        let queue = try Self.table()
        let found = try queue.write { db in
            let executor = SQLiteExecutor(db: db)
            _ = try executor.execute(Self.insert(1, .text("first")))
            _ = try executor.execute(Self.insert(2, .null))
            return try [1, 2, 3].map { n in
                try executor.first(SQL("SELECT v FROM t WHERE n = ?", [.integer(Int64(n))])) { try $0.value(0) }
            }
        }
        #expect(found == [.text("first"), .null, nil])
    }

    @Test func theWrongNumberOfValuesIsRefusedAndStoresNothing() throws {
        let queue = try Self.table()
        for values: [ColumnValue] in [[.integer(1)], [.integer(1), .null, .null], []] {
            let error = #expect(throws: DatabaseError.self) {
                try queue.write { db in _ = try SQLiteExecutor(db: db).execute(SQL("INSERT INTO t (n, v) VALUES (?, ?)", values)) }
            }
            #expect(error?.resultCode == .SQLITE_MISUSE)
        }
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM t") } == 0)
    }

    /// The executor binds a statement it takes from GRDB's cache, which drops one that failed.
    @Test func aCachedStatementRunsAgainAfterItFailed() throws {
        let queue = try Self.table()
        let stored = try queue.write { db in
            let executor = SQLiteExecutor(db: db)
            _ = try executor.execute(Self.insert(1, .text("one")))
            #expect(throws: DatabaseError.self) { _ = try executor.execute(Self.insert(1, .text("again"))) }
            _ = try executor.execute(Self.insert(2, .text("two")))
            return try executor.all("SELECT v FROM t ORDER BY n") { try $0.value(0) }
        }
        #expect(stored == [.text("one"), .text("two")])
    }
}
