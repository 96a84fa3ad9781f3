import Domain
import Foundation
import PostgresNIO
import PostgresStore
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

    @Test func aReaderRefusesAnOlderSchemaAndLeavesItAlone() async throws {
        try await withStore { writer, location in
            _ = try await writer.find(handle: Handle("warm-up"))
            _ = try await behindTheStore(location) { client in
                try await client.query("DELETE FROM schema_migrations WHERE identifier = 'agenda-1'")
                try await client.query("DROP TABLE agenda_sessions")
            }

            let error = await domainError { () throws(DomainError) in
                _ = try await PostgresStore(location, access: .readOnly).find(handle: Handle("gala"))
            }

            guard case let .storeUnavailable(message) = error else {
                Issue.record("expected storeUnavailable, got \(String(describing: error))")
                return
            }
            #expect(message.contains("older schema"))
            #expect(message.contains("run a command that changes data"))
            #expect(!(try await tables(in: location).contains("agenda_sessions")))
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
