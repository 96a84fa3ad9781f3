import Domain
import Foundation
import GRDB
@testable import SQLiteStore
import Testing

@Suite struct GuestBatchTests {
    /// A dry run or a refused import writes thousands of rows and then rolls them back: once
    /// every connection has closed, the file must be exactly as it was, not merely hold the
    /// same rows.
    @Test func aBatchNotKeptLeavesTheFileByteForByteAsItWas() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("rushday.sqlite")
        let gala = try makeEvent("gala")
        do {
            let store = try SQLiteStore(path: path)
            let ada = try makeUser("ada@example.org")
            try await store.addAccount(ada)
            try await store.create(gala, owner: ownerMembership(gala, ada))
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        do {
            let store = try SQLiteStore(path: path)
            let added = try await store.batch(event: gala.id) { batch throws(DomainError) in
                for index in 0..<5_000 {
                    try batch.add(Guest(id: GuestID(UUID()), eventID: gala.id, handle: try Handle("guest-\(index)"),
                                        name: "Guest \(index)", statusChangedAt: instant(baseTime),
                                        createdAt: instant(baseTime), updatedAt: instant(baseTime)))
                }
                return (outcome: 5_000, keep: false)
            }
            #expect(added == 5_000)
        }
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// Guests stored before "guests-3" get their duplicate key from the same Swift rule as new
    /// ones, accents and all, so an import finds them.
    @Test func guestsStoredBeforeDuplicateKeysAreKeyedOnUpgrade() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("old.sqlite")
        let gala = try makeEvent("gala")
        let rows: [(String, String?, String?)] = [("ZOË Ünal", nil, "+49 (30) 1234"), ("Ann", "ann@example.org", nil)]
        let guests = try rows.enumerated().map { index, guest in
            Guest(id: GuestID(UUID()), eventID: gala.id, handle: try Handle("guest-\(index)"), name: guest.0,
                  email: try guest.1.map { try EmailAddress($0) }, phone: guest.2, statusChangedAt: instant(baseTime),
                  createdAt: instant(baseTime + Int64(index)), updatedAt: instant(baseTime))
        }
        do {
            let store = try SQLiteStore(path: path)
            let ada = try makeUser("ada@example.org")
            try await store.addAccount(ada)
            try await store.create(gala, owner: ownerMembership(gala, ada))
            try await store.change(event: gala.id) { _, list in list = guests }
        }
        // Back to the schema before "guests-3", rows kept.
        try await rawConnection(path).write { db in
            try db.execute(sql: """
                DROP INDEX guests_by_match_key;
                ALTER TABLE guests DROP COLUMN match_key;
                DELETE FROM grdb_migrations WHERE identifier = 'guests-3';
                """)
        }
        let store = try SQLiteStore(path: path)
        let found = try await store.batch(event: gala.id) { batch throws(DomainError) in
            (outcome: [try batch.guest(withKey: Guest.duplicateKey(name: "zoë ünal", email: nil, phone: "49301234")),
                       try batch.guest(withKey: Guest.duplicateKey(name: "", email: try EmailAddress("ANN@example.org"), phone: nil))],
             keep: false)
        }
        #expect(found == guests)
    }
}
