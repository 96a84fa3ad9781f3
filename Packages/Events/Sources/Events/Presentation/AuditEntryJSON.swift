import Domain

/// One log entry in `events log --format json`: `at` in ISO 8601 with the event's offset,
/// `actor` (an email or a name) and `actorKind` (`account`, `guest`, `door`, `volunteer`,
/// `system`), `via` (`cli`, `web`, `link`, `door`), `action`, `target`, and `changes`, each
/// `{field, old, new}` (null where there was no value).
struct AuditEntryJSON: Encodable {
    let at: String
    let actor: String
    let actorKind: String
    let via: String
    let action: String
    let target: String
    let changes: [AuditChange]

    init(_ entry: AuditEntry, zone: TimeZoneID) {
        at = ZonedTime.iso8601(entry.at, in: zone)
        actor = entry.actor.name
        actorKind = entry.actor.kind
        via = entry.via.rawValue
        action = entry.action
        target = entry.target
        changes = entry.changes
    }
}
