import Domain
import Foundation
import GRDB
import SQLiteStore
import SQLStorage
import Testing

/// "guests-7" keys the guests stored before it for the list's order, search and tags, and
/// counts them per status: after the upgrade a page of them is what the rule makes of them.
@Suite struct GuestListPagesUpgradeTests {
    @Test func guestsStoredBeforeAreKeyedAndCountedByTheUpgrade() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("old.sqlite")
        let gala = try makeEvent("gala")
        let names = ["Zoë Lee", "zoe adams", "ÉMILE", "ann", "Ｂｅｎ"]
        let guests = try names.enumerated().map { index, name in
            Guest(id: GuestID(UUID()), eventID: gala.id, handle: try Handle("guest-\(index)"), name: name,
                  tags: index.isMultiple(of: 2) ? ["VÎP"] : [], status: index < 2 ? .accepted : .invited,
                  statusChangedAt: instant(baseTime), createdAt: instant(baseTime + Int64(index)), updatedAt: instant(baseTime + Int64(index)))
        }
        do {
            let store = try SQLiteStore(path: path)
            let ada = try makeUser("ada@example.org")
            try await store.addAccount(ada)
            try await store.create(gala, owner: ownerMembership(gala, ada))
            try await store.change(event: gala.id) { _, list in list = guests }
        }
        // Back to the guests as "mail-2" left them: no keys, no counts.
        try await rawConnection(path).writeWithoutTransaction { db in
            try db.inTransaction {
                for trigger in ["guest_counts_added", "guest_counts_removed", "guest_counts_changed"] { try db.execute(sql: "DROP TRIGGER \(trigger)") }
                for index in ["guests_by_name", "guests_by_status", "guests_by_update"] { try db.execute(sql: "DROP INDEX \(index)") }
                for column in ["name_key", "search_key", "tag_keys"] { try db.execute(sql: "ALTER TABLE guests DROP COLUMN \(column)") }
                try db.execute(sql: "DROP TABLE guest_counts")
                try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier IN ('guests-7', 'mail-3')")
                return .commit
            }
        }
        let store = try SQLiteStore(path: path)
        let stored = try await store.guests(of: gala.id)
        for query in [GuestQuery(), GuestQuery(search: "zoe"), GuestQuery(tag: "vip"), GuestQuery(search: "emile", order: .status),
                      GuestQuery(order: .updated, offset: 1, limit: 2), GuestQuery(status: .invited, search: "b")] {
            let page = try await store.guests(of: gala.id, query)
            #expect(page == query.page(of: stored), "\(query)")
        }
        #expect(try await store.guests(of: gala.id, GuestQuery()).guests.map(\.name) == ["ann", "Ｂｅｎ", "ÉMILE", "zoe adams", "Zoë Lee"])
        #expect(try await store.guests(of: gala.id, GuestQuery(tag: "vip")).matching == 3)
        #expect(try await store.guests(of: gala.id, GuestQuery()).counts == [.accepted: 2, .invited: 3])
    }
}
