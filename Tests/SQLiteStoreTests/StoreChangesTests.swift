import Domain
import Foundation
import GRDB
import GRDBSQLite
@testable import SQLiteStore
import SQLStorage
import Testing

/// A store hears of a commit made by another connection (another process), which says nothing
/// of its tables, and of its own (a server's) by the tables it wrote; of nothing while nobody
/// writes, and of no read.
@Suite struct StoreChangesTests {
    @Test func aCommitElsewhereIsToldAsAnythingAndQuietIsNot() async throws {
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
            #expect(await again.next() == .anything)
        }
    }

    /// Reopened, a current file is one connection for reads and writes, where SQLite's
    /// data_version does not move for the connection's own commits: the connection itself
    /// tells which tables they wrote, a trigger's included; a read, or a write refused and
    /// rolled back, is no change. (An import's staging connection is another connection: its
    /// commit is `anything`.)
    @Test(.timeLimit(.minutes(1))) func aStoresOwnCommitIsToldByItsTables() async throws {
        try await withStore { _, path in
            let store = try SQLiteStore(path: path, access: .readWrite)
            let ada = try makeUser("ada@example.org")
            var changes = await store.changes(every: .milliseconds(10)).makeAsyncIterator()
            _ = try await store.find(email: ada.email)
            try await store.addAccount(ada)
            let told = await changes.next()
            #expect(told?.tables == ["users", "sessions"], "\(String(describing: told))")
            #expect(told?.touches(["sessions", "events"]) == true && told?.touches(["events"]) == false)

            var later = await store.changes(every: .milliseconds(10)).makeAsyncIterator()
            await #expect(throws: DomainError.self) { try await store.addAccount(ada) }
            let gala = try makeEvent("gala")
            try await store.create(gala, owner: ownerMembership(gala, ada))
            try await store.edit(event: gala.id) { batch throws(DomainError) in
                try batch.add(Guest(id: GuestID(UUID()), eventID: gala.id, handle: try Handle("ann"), name: "Ann", email: nil, others: 0,
                                    status: .accepted, statusChangedAt: instant(baseTime), createdAt: instant(baseTime), updatedAt: instant(baseTime)))
            }
            var heard = StoreChange(tables: [])
            while heard.tables?.contains("guests") == false, let change = await later.next() { heard = heard.merging(change) }
            let tables = try #require(heard.tables)
            #expect(tables.isSuperset(of: ["events", "memberships", "guests", "guest_counts"]), "\(tables)")
            #expect(tables.isDisjoint(with: ["users", "sessions"]), "\(tables)")
        }
    }

    /// Reads run in a transaction of their own on the connection that writes, without the
    /// `query_only` pragma, which expired every statement the connection had prepared: a
    /// statement read again is not compiled again, and a read still cannot write.
    @Test func readsNeitherRecompileNorWrite() async throws {
        try await withStore { _, path in
            let store = try SQLiteStore(path: path, access: .readWrite)
            try await store.addAccount(try makeUser("ada@example.org"))
            let query = SQL("SELECT count(*) FROM users WHERE email = ?", [.text("ada@example.org")])
            for _ in 0..<3 { #expect(try await store.reading { db in try db.first(query) { try $0.integer(0) } } == 1) }
            let recompiled = try await store.read { db in
                sqlite3_stmt_status(try db.cachedStatement(sql: query.text).sqliteStatement, SQLITE_STMTSTATUS_REPREPARE, 0)
            }
            #expect(recompiled == 0)

            for statement in ["DELETE FROM users", "UPDATE users SET display_name = 'x'"] {
                await #expect(throws: DomainError.self) { try await store.reading { db in try db.execute(SQL(statement, [])) } }
            }
            #expect(try await rowCount("users", path) == 1)
        }
    }
}
