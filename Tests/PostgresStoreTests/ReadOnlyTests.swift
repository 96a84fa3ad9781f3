import Domain
import Foundation
import PostgresNIO
import PostgresStore
import SQLStorage
import Testing

/// `StoreAccess.readOnly`, as SQLiteStore's reader: never creates or migrates; an empty
/// database reads as an empty store; an older or newer schema is refused and left alone.
@Suite struct ReadOnlyTests {
    @Test func aReaderOfAnEmptyDatabaseSeesAnEmptyStoreAndCreatesNothing() async throws {
        try await withSchema { location in
            let reader = try PostgresStore(location, access: .readOnly)

            let nobody: User? = try await reader.find(email: EmailAddress("ada@example.org"))
            #expect(nobody == nil)
            #expect(try await reader.find(handle: Handle("gala")) == nil)
            #expect(try await tables(in: location).isEmpty)
        }
    }

    @Test func aReaderReadsWhatAWriterWrote() async throws {
        try await withStore { writer, location in
            let (event, _) = try await seededEvent("gala", in: writer)

            let reader = try PostgresStore(location, access: .readOnly)

            #expect(try await reader.find(id: event.id)?.handle == event.handle)
        }
    }

    @Test func aReaderAskedToWriteRefusesAndWritesNothing() async throws {
        try await withStore { writer, location in
            _ = try await writer.find(handle: Handle("warm-up"))
            let reader = try PostgresStore(location, access: .readOnly)

            let error = await domainError { () throws(DomainError) in
                try await reader.addAccount(try! makeUser("ada@example.org"))
            }

            guard case let .storeUnavailable(message) = error else {
                Issue.record("expected storeUnavailable, got \(String(describing: error))")
                return
            }
            #expect(message.contains("reading only"))
            let nobody: User? = try await writer.find(email: EmailAddress("ada@example.org"))
            #expect(nobody == nil)
        }
    }

    /// A schema made at each earlier version opens for reading: the reader upgrades it as a
    /// writer would and says so once; `inspecting` reads it as it is; a role that may not change
    /// the schema is refused naming the way to upgrade it, and nothing changes.
    /// One version at a time: each case's stores hold connections until it ends, and twelve
    /// at once beside the other suites would take more than the server has.
    @Test(.serialized, arguments: Array(1..<Schema.all.count)) func aReaderUpgradesAnOlderSchemaAndSaysSoOnce(versions: Int) async throws {
        try await withSchema { location in
            try await OlderSchema.create(at: location, versions: versions)
            let told = Told()
            let inspected = try await PostgresStore(location, access: .readOnly, inspecting: true, upgraded: told.record).summary()
            #expect(inspected.appliedVersions == Schema.all.prefix(versions).map(\.identifier))
            #expect(told.all.isEmpty)

            let reader = try PostgresStore(location, access: .readOnly, upgraded: told.record)
            let nobody: User? = try await reader.find(email: EmailAddress("ada@example.org"))
            #expect(nobody == nil)
            #expect(told.all == ["\(Schema.all[versions - 1].identifier) \(Schema.all.last!.identifier)"])
            #expect(try await reader.summary().appliedVersions == Schema.all.map(\.identifier))
            _ = try await PostgresStore(location, access: .readOnly, upgraded: told.record).summary()
            _ = try await PostgresStore(location, access: .readWrite, upgraded: told.record).summary()
            #expect(told.all.count == 1)
        }
    }

    @Test func aRoleThatMayNotChangeTheSchemaIsRefusedNamingTheUpgrade() async throws {
        try await withSchema { location in
            try await OlderSchema.create(at: location, versions: 4)
            let role = "rushday_reader_\(UInt32.random(in: 0...UInt32.max))"
            var reading = location
            reading.username = role
            reading.password = "reader-\(role)"
            _ = try await behindTheStore(location) { client in
                // A superuser (the server keeps connections for those, and the suite's other
                // tests take most of the rest) whose transactions are read-only.
                for statement in ["CREATE ROLE \(role) LOGIN SUPERUSER PASSWORD '\(reading.password!)'",
                                  "ALTER ROLE \(role) SET default_transaction_read_only = on"] {
                    try await client.query(PostgresQuery(unsafeSQL: statement))
                }
            }
            let error = await domainError { () throws(DomainError) in
                _ = try await PostgresStore(reading, access: .readOnly).find(handle: Handle("gala"))
            }
            let inspected = try await PostgresStore(reading, access: .readOnly, inspecting: true).summary()
            _ = try await behindTheStore(location) { client in
                try await client.query(PostgresQuery(unsafeSQL: "DROP ROLE \(role)"))
            }
            guard case let .storeUnavailable(message) = error else {
                Issue.record("expected storeUnavailable, got \(String(describing: error))")
                return
            }
            #expect(message.contains("has an older schema (\(Schema.all[3].identifier))") && message.contains("rushday db upgrade"), "\(message)")
            #expect(message.contains("its role may not change the schema"))
            #expect(inspected.appliedVersions.count == 4, "left as it was")
        }
    }

    @Test func aReaderRefusesANewerSchema() async throws {
        try await withStore { writer, location in
            _ = try await writer.find(handle: Handle("warm-up"))
            _ = try await behindTheStore(location) { client in
                try await client.query("INSERT INTO schema_migrations (identifier, applied_at) VALUES ('future-1', 9999999999999)")
            }

            let error = await domainError { () throws(DomainError) in
                _ = try await PostgresStore(location, access: .readOnly).find(handle: Handle("gala"))
            }

            guard case let .storeUnavailable(message) = error else {
                Issue.record("expected storeUnavailable, got \(String(describing: error))")
                return
            }
            #expect(message.contains("newer rushday"))
        }
    }

    private func tables(in location: PostgresLocation) async throws -> [String] {
        try await behindTheStore(location) { client in
            var names: [String] = []
            let rows = try await client.query("SELECT tablename FROM pg_tables WHERE schemaname = \(location.schema)")
            for try await name in rows.decode(String.self) { names.append(name) }
            return names
        }
    }
}
