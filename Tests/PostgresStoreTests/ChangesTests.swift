import Domain
import Foundation
@testable import PostgresStore
import PostgresNIO
import SQLStorage
import Synchronization
import Testing

/// `StoreChanges` through LISTEN/NOTIFY: a commit by anyone to the store's schema is heard, by
/// the tables it wrote; reads and other schemas' commits are not.
@Suite struct ChangesTests {
    @Test func aChangeNamesTheTablesItWrote() async throws {
        try await withStore { watcher, location in
            _ = try await watcher.find(handle: Handle("warm-up"))
            let changes = await watcher.changes(every: .milliseconds(100))
            try await PostgresStore(location).addAccount(try makeUser("ada@example.org"))
            let heard = try await Self.heard(["users", "sessions"], in: changes)
            #expect(heard == ["users", "sessions"])
        }
    }

    /// A schema whose notices named only itself (before `changes-1`) is upgraded to name their
    /// tables; until then such a notice is a change of anything.
    @Test func anOlderSchemasNoticesNameTheirTablesOnceUpgraded() async throws {
        try await withSchema { location in
            try await OlderSchema.create(at: location, versions: Schema.all.count - 1)
            _ = try await behindTheStore(location) { client in
                try await client.query(PostgresQuery(unsafeSQL: """
                    CREATE OR REPLACE FUNCTION \(location.schema).rushday_changed() RETURNS trigger LANGUAGE plpgsql AS $$
                    BEGIN PERFORM pg_notify('\(Migrations.changesChannel)', TG_TABLE_SCHEMA); RETURN NULL; END $$
                    """))
            }
            #expect(Migrations.change(told: location.schema, in: location.schema) == .anything)
            let watcher = try PostgresStore(location)
            _ = try await watcher.find(handle: Handle("warm-up"))
            #expect(try await watcher.summary().appliedVersions.last == Migrations.namedTables)
            let changes = await watcher.changes(every: .milliseconds(100))
            try await PostgresStore(location).addAccount(try makeUser("ada@example.org"))
            #expect(try await Self.heard(["users", "sessions"], in: changes) == ["users", "sessions"])
        }
    }

    @Test func aNoticeOfAnotherSchemaIsNoChangeHere() {
        #expect(Migrations.change(told: "festival users", in: "festival") == StoreChange(tables: ["users"]))
        #expect(Migrations.change(told: "my festival users", in: "my festival") == StoreChange(tables: ["users"]))
        #expect(Migrations.change(told: "other users", in: "festival") == nil)
        #expect(Migrations.change(told: "festival2 users", in: "festival") == nil)
        #expect(Migrations.change(told: "other", in: "festival") == nil)
    }

    /// The tables heard until they include `wanted` (a burst may be told in more than one change), or
    /// what was heard when the stream ended or a minute passed.
    private static func heard(_ wanted: Set<String>, in changes: AsyncStream<StoreChange>) async throws -> Set<String>? {
        try await within(.seconds(60)) {
            var heard = StoreChange(tables: [])
            for await change in changes {
                heard = heard.merging(change)
                if heard.tables.map({ $0.isSuperset(of: wanted) }) ?? true { break }
            }
            return heard.tables
        } ?? nil
    }

    @Test func aChangeCommittedByAnotherStoreIsHeard() async throws {
        try await withStore { watcher, location in
            _ = try await watcher.find(handle: Handle("warm-up"))
            let changes = await watcher.changes(every: .milliseconds(100))

            try await PostgresStore(location).addAccount(try makeUser("ada@example.org"))

            let heard = try await within(.seconds(60)) {
                for await _ in changes { return true }
                return false
            }
            #expect(heard == true)
        }
    }

    @Test func nothingIsHeardWhileNobodyWritesHere() async throws {
        try await withStore { watcher, location in
            let (event, _) = try await seededEvent("gala", in: watcher)
            let changes = await watcher.changes(every: .milliseconds(100))

            // Reads, and a write to another schema of the same database, are not changes here.
            _ = try await PostgresStore(location).find(id: event.id)
            try await withStore { elsewhere, _ in _ = try await seededEvent("other", in: elsewhere) }

            let heard = try await within(.milliseconds(1500)) {
                for await _ in changes { return true }
                return false
            }
            #expect(heard == nil)
        }
    }

    /// The promise, however slow the machine: every commit of a burst is heard, and the last
    /// one is heard after it began (never only by a wake-up that came before it). How many
    /// wake-ups a burst makes depends on the machine's speed, so it is not counted.
    @Test func everyCommitOfABurstIsHeardAtLeastOnceAfterTheLast() async throws {
        try await withStore { watcher, location in
            _ = try await watcher.find(handle: Handle("warm-up"))
            let changes = await watcher.changes(every: .milliseconds(200))
            let heardAt = Mutex<[ContinuousClock.Instant]>([])
            let counting = Task {
                for await _ in changes { heardAt.withLock { $0.append(.now) } }
            }
            defer { counting.cancel() }

            let writer = try PostgresStore(location)
            for index in 0..<4 { try await writer.addAccount(try makeUser("ada\(index)@example.org")) }
            let lastBegan = ContinuousClock.now
            try await writer.addAccount(try makeUser("ada4@example.org"))

            let heard = try await within(.seconds(60)) {
                while !heardAt.withLock({ $0.contains { $0 > lastBegan } }), !Task.isCancelled { try? await Task.sleep(for: .milliseconds(20)) }
                return true
            }
            #expect(heard == true, "the last commit heard after it began")
        }
    }
}
