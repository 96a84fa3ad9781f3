import Domain
import Foundation
import PostgresNIO
import PostgresStore
import Testing

/// A server that goes away in the middle of a command: one clear error within seconds, nothing
/// of the transaction stored, and the store usable again once the server is.
@Suite struct ConnectionFailureTests {
    @Test func aConnectionEndedMidTransactionFailsAtOnceAndStoresNothing() async throws {
        try await withSchema { location in
            let store = try PostgresStore(location)
            let (event, _) = try await seededEvent("gala", in: store)
            let type = try await seededType(of: event, quota: nil, in: store)
            let first = makeTicket(of: type, "REF-1")
            let second = makeTicket(of: type, "REF-2")

            let error = try await behindTheStore(location) { client in
                try await client.withConnection { connection in
                    // An uncommitted ticket with the second reference makes the store's insert of
                    // it wait, after its first insert: mid-transaction.
                    try await connection.query("BEGIN", logger: connection.logger)
                    try await connection.query("""
                        INSERT INTO tickets (id, event_id, type_id, reference, holder, price_minor, currency, status, issued_at)
                        VALUES (\(UUID().uuidString), \(event.id.description), \(type.id.description), 'REF-2', 'Other', 1000, 'EUR', 'valid', 0)
                        """, logger: connection.logger)
                    let issuing = Task { () -> DomainError? in
                        await domainError { () throws(DomainError) in
                            try await store.issue(event: event.id) { _, _, _ in ([first, second], ()) }
                        }
                    }
                    let backend = try await backendBlocked(by: connection)
                    try await connection.query("SELECT pg_terminate_backend(\(backend))", logger: connection.logger)
                    let error = try await within(.seconds(60)) { await issuing.value }
                    try await connection.query("ROLLBACK", logger: connection.logger)
                    return error
                }
            }

            guard case let .storeUnavailable(message)?? = error else {
                Issue.record("expected storeUnavailable within 5 s, got \(String(describing: error))")
                return
            }
            #expect(message.contains("closed the connection"))
            // Read on a new connection: the ended one was dropped, not reused.
            #expect(try await store.tickets(of: event.id).isEmpty)
        }
    }

    /// A lock another connection never lets go of (a machine hung mid-sale) is `storeBusy`
    /// once the store's lock_timeout (15 s) has passed, not a wait without end.
    @Test func aLockNeverReleasedIsStoreBusyAfterTheLockTimeout() async throws {
        try await withSchema { location in
            let store = try PostgresStore(location)
            let (event, _) = try await seededEvent("gala", in: store)
            let type = try await seededType(of: event, quota: 10, in: store)

            let started = ContinuousClock.now
            let error = try await behindTheStore(location) { client in
                try await client.withConnection { connection in
                    try await connection.query("BEGIN", logger: connection.logger)
                    try await connection.query("SELECT 1 FROM ticket_types WHERE id = \(type.id.description) FOR UPDATE",
                                               logger: connection.logger)
                    // The limit only turns a wait without end into a failure: the lock timeout
                    // itself is checked below, and a busy CI machine took past 25 s once.
                    let error = try await within(.seconds(120)) {
                        await domainError { () throws(DomainError) in
                            try await store.issue(event: event.id) { _, _, _ in ([makeTicket(of: type, "A-1")], ()) }
                        }
                    }
                    try await connection.query("ROLLBACK", logger: connection.logger)
                    return error
                }
            }

            #expect(error == .some(.storeBusy))
            #expect(ContinuousClock.now - started > .seconds(14))
            #expect(try await store.tickets(of: event.id).isEmpty)
        }
    }

    /// After the first use the server ends the store's connection and refuses new ones (as a
    /// server shutting down does): the next call is one `storeUnavailable` within seconds,
    /// where postgres-nio's pool went on trying for about a minute. A database of its own, so
    /// refusing connections to it touches no other test.
    @Test func aServerRefusingConnectionsAfterTheFirstUseIsStoreUnavailableWithinSeconds() async throws {
        let database = "rushday_refusing_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let admin = try await Admin.shared()
        try await admin.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(database)"))
        do {
            var location = try await TestServer.location()
            location.database = database
            let store = try PostgresStore(location)
            let (event, _) = try await seededEvent("gala", in: store)
            try await admin.query(PostgresQuery(unsafeSQL: "ALTER DATABASE \(database) ALLOW_CONNECTIONS false"))
            try await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = \(database)")

            let error = await domainError { () throws(DomainError) in _ = try await store.find(id: event.id) }

            guard case let .storeUnavailable(message) = error else {
                Issue.record("expected storeUnavailable, got \(String(describing: error))")
                throw TestServer.Unavailable(description: "no storeUnavailable")
            }
            #expect(message.contains("/\(database)"))
            // The server's refusal is what is reported, not a time limit running out (how long
            // either takes is the machine's business).
            #expect(!message.contains("no answer within"), "\(message)")
            try await admin.query(PostgresQuery(unsafeSQL: "DROP DATABASE \(database) WITH (FORCE)"))
        } catch {
            _ = try? await admin.query(PostgresQuery(unsafeSQL: "DROP DATABASE \(database) WITH (FORCE)"))
            throw error
        }
    }
}
