import Domain
import Foundation
import GRDB
@testable import SQLiteStore
import SQLStorage
import Testing

/// "mail-2" and "mail-3" make the outbox table again on SQLite (its CHECK gains `replaced`, then
/// `cancelled`): the messages queued before them are all there after, as they were, and may then
/// be cancelled or replaced.
@Suite struct MailReplacedUpgradeTests {
    @Test func theOutboxKeepsItsMessagesThroughTheRebuildAndTakesTheNewStatus() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("old.sqlite")
        let gala = try makeEvent("gala")
        let ann = Guest(id: GuestID(UUID()), eventID: gala.id, handle: try Handle("ann"), name: "Ann", email: try EmailAddress("ann@example.org"),
                        statusChangedAt: instant(baseTime), createdAt: instant(baseTime), updatedAt: instant(baseTime))
        let message = OutboxMessage(id: MailMessageID(UUID()), eventID: gala.id, guestID: ann.id, kind: .invitation,
                                    recipient: try EmailAddress("ann@example.org"), subject: "Come", linkSecret: "secret-of-ann-0000000001",
                                    nextAttemptAt: instant(baseTime), createdAt: instant(baseTime))
        do {
            let store = try SQLiteStore(path: path)
            let ada = try makeUser("ada@example.org")
            try await store.addAccount(ada)
            try await store.create(gala, owner: ownerMembership(gala, ada))
            try await store.change(event: gala.id, mailing: { _, guests, mail in
                guests.append(ann)
                mail.append(message)
            })
        }
        // Back to the table as "mail-1" made it, rows kept.
        let mailOne = try #require(Schema.all.first { $0.identifier == "mail-1" })
        let made = mailOne.pieces.flatMap(\.statements)
        let table = try #require(made.first { $0.hasPrefix("CREATE TABLE mail_messages (") })
        try await rawConnection(path).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.inTransaction {
                try db.execute(sql: "CREATE TABLE mail_before AS SELECT * FROM mail_messages")
                try db.execute(sql: "DROP TABLE mail_messages")
                try db.execute(sql: SQLDialect.sqlite.render(table))
                try db.execute(sql: "INSERT INTO mail_messages SELECT * FROM mail_before")
                try db.execute(sql: "DROP TABLE mail_before")
                for index in made where index.hasPrefix("CREATE INDEX mail_messages_") { try db.execute(sql: index) }
                try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier IN ('mail-2', 'mail-3')")
                return .commit
            }
            #expect(throws: (any Error).self, "the old CHECK refuses the new status") {
                try db.execute(sql: "UPDATE mail_messages SET status = 'replaced'")
            }
        }
        let store = try SQLiteStore(path: path)
        let kept = try #require(try await store.message(message.id))
        #expect(kept.recipient == message.recipient && kept.subject == "Come" && kept.linkSecret == message.linkSecret && kept.status == .queued)
        #expect(try await store.cancel([message.id], now: instant(baseTime)) == [message.id])
        #expect(try await store.counts(of: gala.id)[.cancelled] == 1)
        var replaced = kept
        replaced.status = .replaced
        try await store.record([replaced])
        #expect(try await store.counts(of: gala.id)[.replaced] == 1)
        let indexes = try await rawConnection(path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'mail_messages' AND sql IS NOT NULL ORDER BY name")
        }
        #expect(indexes == ["mail_messages_by_event", "mail_messages_by_guest", "mail_messages_due"])
    }
}
