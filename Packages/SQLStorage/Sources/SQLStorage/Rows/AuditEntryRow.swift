import Domain

/// A row of `audit_entries` but its `sequence`; the changes are JSON text.
enum AuditEntryRow {
    static let table = "audit_entries"
    static let columns = "event_id, at, actor_kind, actor, via, action, target, changes"

    static func read(_ row: any SQLRow) throws -> AuditEntry {
        let kind = try row.text(2), name = try row.text(3)
        guard let actor = AuditActor(kind: kind, name: name) else { throw CorruptRow(table: table, detail: "'\(kind)' is not an actor") }
        return AuditEntry(eventID: try StoredValue.identifier(try row.text(0), table: table), at: Instant.date(try row.integer(1)),
                          actor: actor, via: try StoredValue.raw(try row.text(4), table: table), action: try row.text(5),
                          target: try row.text(6),
                          changes: try JSONText.value([AuditChange].self, try row.text(7), table: table, detail: "a list of changes"))
    }

    static func insert(_ entry: AuditEntry) -> SQL {
        """
        INSERT INTO audit_entries (\(raw: columns)) VALUES (\(entry.eventID), \(Instant.milliseconds(entry.at)), \(entry.actor.kind),
            \(entry.actor.name), \(entry.via.rawValue), \(entry.action), \(entry.target), \(JSONText.text(of: entry.changes)))
        """
    }
}
