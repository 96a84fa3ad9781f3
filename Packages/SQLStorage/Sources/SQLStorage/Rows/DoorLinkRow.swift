import Domain

/// A row of `door_links`, in the order `read` takes its columns.
enum DoorLinkRow {
    static let table = "door_links"
    static let columns = "id, event_id, name, secret_digest, expires_at, revoked_at, created_by, created_at"

    static func read(_ row: any SQLRow) throws -> DoorLink {
        DoorLink(id: try StoredValue.identifier(try row.text(0), table: table),
                 eventID: try StoredValue.identifier(try row.text(1), table: table),
                 name: try row.text(2), secretDigest: try row.text(3), expiresAt: Instant.date(try row.integer(4)),
                 revokedAt: try row.optionalInteger(5).map(Instant.date),
                 createdBy: try StoredValue.identifier(try row.text(6), table: table), createdAt: Instant.date(try row.integer(7)))
    }

    static func insert(_ door: DoorLink) -> SQL {
        """
        INSERT INTO door_links (\(raw: columns))
        VALUES (\(door.id), \(door.eventID), \(door.name), \(door.secretDigest), \(Instant.milliseconds(door.expiresAt)),
                \(door.revokedAt.map(Instant.milliseconds)), \(door.createdBy), \(Instant.milliseconds(door.createdAt)))
        """
    }
}
