public import Domain
public import Foundation

extension SQLStore {
    /// A name taken by an open door of the event is refused by the partial unique index
    /// `door_links_name`, so two organisers adding the same name at once get one door.
    public func add(_ door: DoorLink) async throws(DomainError) {
        try await writing(conflicts: ["door_links.door_links_name": .doorNameTaken(door.name)]) { db in
            try db.execute(DoorLinkRow.insert(door))
        }
    }

    public func doors(of event: EventID) async throws(DomainError) -> [DoorLink] {
        try await reading { db in
            try db.all("""
                SELECT \(raw: DoorLinkRow.columns) FROM door_links WHERE event_id = \(event)
                ORDER BY created_at, id\(raw: db.dialect.bytewise)
                """, DoorLinkRow.read)
        }
    }

    public func door(secretDigest: String) async throws(DomainError) -> DoorLink? {
        try await readingFirst("SELECT \(raw: DoorLinkRow.columns) FROM door_links WHERE secret_digest = \(secretDigest)",
                               DoorLinkRow.read)
    }

    /// One statement: of two revocations at once, one finds the door open and answers it.
    public func revoke(event: EventID, name: String, at: Date) async throws(DomainError) -> DoorLink? {
        try await writing { db in
            try db.first("""
                UPDATE door_links SET revoked_at = \(Instant.milliseconds(at))
                WHERE event_id = \(event) AND name = \(name) AND revoked_at IS NULL
                RETURNING \(raw: DoorLinkRow.columns)
                """, DoorLinkRow.read)
        }
    }
}
