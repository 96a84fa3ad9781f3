import Domain
import Foundation
import PostgresNIO
import PostgresStore
import Testing

@Suite struct MigrationsTests {
    /// SQLiteStore's `Migrations.all`, in order: both stores name each schema version alike.
    static let sqliteIdentifiers = ["v1", "guests-1", "guests-2", "guests-3", "expenses-1", "tickets-1", "agenda-1", "guests-4", "guests-5", "tickets-2", "mail-1", "door-1", "door-2", "auth-2", "guests-6", "mail-2", "guests-7", "mail-3", "mail-4", "expenses-2", "guests-8", "tasks-1", "shifts-1", "shifts-2", "web-1", "audit-1", "changes-1"]

    @Test func theFirstUseAppliesEveryVersionUnderSQLiteStoresIdentifiers() async throws {
        try await withStore { store, location in
            let nobody: User? = try await store.find(email: EmailAddress("ada@example.org"))
            #expect(nobody == nil)
            #expect(try await appliedIdentifiers(location) == Self.sqliteIdentifiers)
        }
    }

    @Test func storesUpgradingAnEmptySchemaAtOnceAllSucceedAndApplyEachVersionOnce() async throws {
        try await withSchema { location in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<6 {
                    group.addTask {
                        let user = try makeUser("racer\(index)@example.org")
                        try await PostgresStore(location).addAccount(user)
                    }
                }
                try await group.waitForAll()
            }
            #expect(try await appliedIdentifiers(location) == Self.sqliteIdentifiers)
        }
    }

    /// Another rushday upgrading the schema holds the lock for longer than an ordinary write
    /// waits for one (15 s), and longer than a statement's answer is awaited (30 s): a store
    /// opening meanwhile waits for the upgrade, then finds it done. (Eight stores opening one
    /// new schema at once on a busy machine waited past 30 s and failed "no answer".)
    @Test func aStoreWaitsForAnotherUpgradeLongerThanForAnOrdinaryLock() async throws {
        try await withSchema { location in
            try await behindTheStore(location) { client in
                try await client.withConnection { connection in
                    let key = "rushday schema_migrations \(location.schema)"
                    try await connection.query("SELECT pg_advisory_lock(hashtext(\(key)))", logger: connection.logger)
                    let opening = Task { try await PostgresStore(location).addAccount(try makeUser("ada@example.org")) }
                    _ = try await backendBlocked(by: connection)
                    try await Task.sleep(for: .seconds(31))
                    try await connection.query("SELECT pg_advisory_unlock(hashtext(\(key)))", logger: connection.logger)
                    try await opening.value
                }
            }
            #expect(try await appliedIdentifiers(location) == Self.sqliteIdentifiers)
        }
    }

    @Test func aSchemaWrittenByANewerRushdayIsRefusedAndLeftAlone() async throws {
        try await withStore { store, location in
            try await store.clear(email: EmailAddress("nobody@example.org"), client: "")
            _ = try await behindTheStore(location) { client in
                try await client.query("INSERT INTO schema_migrations (identifier, applied_at) VALUES ('future-1', 9999999999999)")
            }

            let error = await domainError { () throws(DomainError) in
                let _: User? = try await PostgresStore(location).find(email: EmailAddress("ada@example.org"))
            }

            guard case let .storeUnavailable(message) = error else {
                Issue.record("expected storeUnavailable, got \(String(describing: error))")
                return
            }
            #expect(message.contains("newer rushday"))
            #expect(message.contains("future-1"))
            #expect(!message.contains(location.password ?? "no password"))
            #expect(try await appliedIdentifiers(location) == Self.sqliteIdentifiers + ["future-1"])
        }
    }

    @Test func aWrongPasswordIsRefusedAtOnceNamingTheDatabaseButNotThePassword() async throws {
        var location = try await TestServer.location()
        location.password = "not-the-password"

        let error = await domainError { () throws(DomainError) in
            let _: User? = try await PostgresStore(location).find(email: EmailAddress("ada@example.org"))
        }

        guard case let .storeUnavailable(message) = error else {
            Issue.record("expected storeUnavailable, got \(String(describing: error))")
            return
        }
        #expect(message.contains("\(location.host):\(location.port)/\(location.database)"))
        #expect(message.contains("refused to sign in"))
        #expect(!message.contains("not-the-password"))
    }

    @Test func aServerThatIsNotThereIsStoreUnavailableAtOnce() async throws {
        var location = try await TestServer.location()
        location.port = 1

        let error = await domainError { () throws(DomainError) in
            let _: User? = try await PostgresStore(location).find(email: EmailAddress("ada@example.org"))
        }

        guard case let .storeUnavailable(message) = error else {
            Issue.record("expected storeUnavailable, got \(String(describing: error))")
            return
        }
        #expect(message.contains("cannot reach the database at postgres://\(location.username)@\(location.host):1/"))
        // The refusal itself is what is reported, not a time limit running out: how long that
        // takes is the machine's business.
        #expect(!message.contains("no answer within"), "\(message)")
    }

    /// `changes(every:)` hears only what a trigger tells: a table without one would change
    /// unseen by every live view.
    @Test func everyTableButTheMigrationsLogTellsItsChanges() async throws {
        try await withStore { store, location in
            _ = try await store.find(handle: Handle("warm-up"))
            let untold = try await behindTheStore(location) { client in
                var names: [String] = []
                let rows = try await client.query("""
                    SELECT tablename::text FROM pg_tables WHERE schemaname = \(location.schema)
                    AND tablename <> 'schema_migrations'
                    AND NOT EXISTS (SELECT 1 FROM pg_trigger
                                    WHERE tgrelid = format('%I.%I', schemaname, tablename)::regclass
                                    AND tgname = tablename || '_changed' AND NOT tgisinternal)
                    """)
                for try await name in rows.decode(String.self) { names.append(name) }
                return names
            }
            #expect(untold.isEmpty)
            #expect(try await tableCount(location) == 33)
        }
    }

    private func tableCount(_ location: PostgresLocation) async throws -> Int {
        try await behindTheStore(location) { client in
            let rows = try await client.query("SELECT count(*) FROM pg_tables WHERE schemaname = \(location.schema) AND tablename <> 'schema_migrations'")
            for try await count in rows.decode(Int64.self) { return Int(count) }
            return 0
        }
    }

    private func appliedIdentifiers(_ location: PostgresLocation) async throws -> [String] {
        try await behindTheStore(location) { client in
            var identifiers: [String] = []
            let rows = try await client.query("SELECT identifier FROM schema_migrations ORDER BY applied_at, ctid")
            for try await identifier in rows.decode(String.self) { identifiers.append(identifier) }
            return identifiers
        }
    }
}
