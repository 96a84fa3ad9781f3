public import Domain
import GRDB

extension SQLiteStore: EventRepository {
    public func create(_ event: Event, owner: Membership) async throws(DomainError) {
        let record = EventRecord(event)
        let membership = MembershipRecord(owner)
        try await write(conflicts: Self.handleConflict(event.handle)) { db in
            try record.insert(db)
            try membership.insert(db)
        }
    }

    public func createNumberingHandle(_ event: Event, owner: Membership) async throws(DomainError) -> Event {
        let membership = MembershipRecord(owner)
        return try await write { db in
            var stored = event
            var number = 1
            while try EventRecord.filter(EventRecord.CodingKeys.handle == stored.handle.value).isEmpty(db) == false {
                number += 1
                stored.handle = event.handle.numbered(number)
            }
            try EventRecord(stored).insert(db)
            try membership.insert(db)
            return stored
        }
    }

    public func find(handle: Handle) async throws(DomainError) -> Event? {
        let value = handle.value
        return try await read { db in
            try EventRecord.filter(EventRecord.CodingKeys.handle == value).fetchOne(db)?.event()
        }
    }

    public func find(id: EventID) async throws(DomainError) -> Event? {
        let key = id.description
        return try await read { db in try EventRecord.fetchOne(db, key: key)?.event() }
    }

    public func isHandleTaken(_ handle: Handle) async throws(DomainError) -> Bool {
        let value = handle.value
        return try await read { db in
            try EventRecord.filter(EventRecord.CodingKeys.handle == value).isEmpty(db) == false
        }
    }

    public func update(_ event: Event) async throws(DomainError) {
        try await write(conflicts: Self.handleConflict(event.handle)) { db in try Self.update(event, in: db) }
    }

    static func update(_ event: Event, in db: Database) throws {
        do {
            try EventRecord(event).update(db, columns: EventRecord.updatableColumns)
        } catch RecordError.recordNotFound {
            throw DomainError.eventMissing(event.id)
        }
    }

    /// Memberships and everything else that belongs to the event go with it through
    /// ON DELETE CASCADE, inside the same transaction.
    public func delete(_ id: EventID) async throws(DomainError) {
        let key = id.description
        try await write { db in _ = try EventRecord.deleteOne(db, key: key) }
    }

    public func list(_ query: EventQuery) async throws(DomainError) -> [MemberEvent] {
        var sql = """
            SELECT events.*, memberships.role AS member_role FROM events
            JOIN memberships ON memberships.event_id = events.id
            WHERE memberships.user_id = ?
            """
        var arguments: StatementArguments = [query.memberID.description]
        if let status = query.status {
            sql += " AND events.status = ?"
            arguments += [status.rawValue]
        }
        switch query.window {
        case .all:
            break
        case let .upcoming(now):
            sql += " AND events.ends_at >= ?"
            arguments += [Instant.milliseconds(now)]
        case let .past(now):
            sql += " AND events.ends_at < ?"
            arguments += [Instant.milliseconds(now)]
        }
        sql += " ORDER BY events.starts_at, events.handle"
        let statement = sql
        let values = arguments
        // A cursor, not fetchAll: a copied row finds a column by lower-casing every column name,
        // a cursor's row by one dictionary lookup; on 10,000 events that was a fifth of the time.
        return try await read { db in
            try Array(Row.fetchCursor(db, sql: statement, arguments: values).map { row in
                MemberEvent(event: try EventRecord(row: row).event(),
                            role: try StoredValue.raw(row["member_role"], table: MembershipRecord.databaseTableName))
            })
        }
    }

    static func handleConflict(_ handle: Handle) -> [String: DomainError] {
        ["events.handle": .handleTaken(handle)]
    }
}
