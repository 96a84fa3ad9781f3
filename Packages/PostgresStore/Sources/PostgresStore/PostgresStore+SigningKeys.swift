public import Domain
import Foundation
import PostgresNIO
import SQLStorage

extension PostgresStore: EventSigningKeyRepository {
    public func signingKey(of event: EventID) async throws(DomainError) -> EventSigningKey? {
        try await read { connection in try await Self.signingKey(of: event, on: connection) }
    }

    /// INSERT ... ON CONFLICT DO NOTHING, then read, in one transaction: the first key stored
    /// stays the event's, and a machine whose insert waited on another's reads that one.
    public func signingKey(storingIfMissing candidate: EventSigningKey) async throws(DomainError) -> EventSigningKey {
        try await write { connection in
            guard try await connection.count("SELECT 1 FROM events WHERE id = \(candidate.eventID.description)") == 1 else {
                throw DomainError.eventMissing(candidate.eventID)
            }
            try await connection.execute("""
                INSERT INTO event_signing_keys (event_id, public_key, private_key, created_at)
                VALUES (\(candidate.eventID.description), \(Data(candidate.publicKey)), \(Data(candidate.privateKey)),
                        \(Instant.milliseconds(candidate.createdAt)))
                ON CONFLICT (event_id) DO NOTHING
                """)
            guard let stored = try await Self.signingKey(of: candidate.eventID, on: connection) else {
                throw DomainError.eventMissing(candidate.eventID)
            }
            return stored
        }
    }

    static func signingKey(of event: EventID, on connection: PostgresConnection) async throws -> EventSigningKey? {
        try await connection.first("""
            SELECT event_id, public_key, private_key, created_at FROM event_signing_keys WHERE event_id = \(event.description)
            """) { row in
            let (eventID, publicKey, privateKey, createdAt) = try row.decode((String, Data, Data, Int64).self)
            return EventSigningKey(eventID: try StoredValue.identifier(eventID, table: "event_signing_keys"),
                                   publicKey: Array(publicKey), privateKey: Array(privateKey), createdAt: Instant.date(createdAt))
        }
    }
}
