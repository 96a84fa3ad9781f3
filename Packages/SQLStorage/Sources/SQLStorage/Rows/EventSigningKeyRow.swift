import Domain

/// A row of `event_signing_keys`, in the order `read` takes its columns. The keys are bytes
/// (BYTEA, BLOB).
enum EventSigningKeyRow {
    static let table = "event_signing_keys"
    static let columns = "event_id, public_key, private_key, created_at"

    static func read(_ row: any SQLRow) throws -> EventSigningKey {
        EventSigningKey(eventID: try StoredValue.identifier(try row.text(0), table: table),
                        publicKey: try row.bytes(1), privateKey: try row.bytes(2), createdAt: Instant.date(try row.integer(3)))
    }

    /// Leaves a key the event has already as it is: 0 rows.
    static func insertUnlessPresent(_ key: EventSigningKey) -> SQL {
        """
        INSERT INTO event_signing_keys (\(raw: columns))
        VALUES (\(key.eventID), \(ColumnValue.bytes(key.publicKey)), \(ColumnValue.bytes(key.privateKey)),
                \(Instant.milliseconds(key.createdAt)))
        ON CONFLICT (event_id) DO NOTHING
        """
    }
}
