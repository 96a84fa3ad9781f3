public import Domain
import PostgresNIO

extension PostgresStore: EventRepository {
    public func create(_ event: Event, owner: Membership) async throws(DomainError) {
        try await write(conflicts: Self.handleConflict(event.handle)) { connection in
            try await Self.insert(event, on: connection)
            try await Self.insert(owner, updatingRole: false, on: connection)
        }
    }

    /// Writers numbering handles take one transaction-scoped advisory lock, so two machines
    /// creating events from the same title choose one after the other and never the same
    /// number (SQLite gets the same from its single writer). A plain `create` takes no such lock:
    /// a handle it holds, committed or not yet, is skipped by the insert (which waits to know
    /// whether it commits) and the next number tried, where a look before inserting would
    /// miss an uncommitted one and the insert then fail.
    public func createNumberingHandle(_ event: Event, owner: Membership) async throws(DomainError) -> Event {
        try await write { connection in
            try await connection.execute("SELECT pg_advisory_xact_lock(hashtext('rushday events.handle ' || current_schema()))")
            var stored = event
            var number = 1
            while try await Self.insert(stored, skippingTakenHandle: true, on: connection) == false {
                number += 1
                stored.handle = event.handle.numbered(number)
            }
            try await Self.insert(owner, updatingRole: false, on: connection)
            return stored
        }
    }

    public func find(handle: Handle) async throws(DomainError) -> Event? {
        try await read { connection in
            try await connection.first("SELECT \(unescaped: EventRow.columns) FROM events WHERE handle = \(handle.value)",
                                       EventRow.read)
        }
    }

    public func find(id: EventID) async throws(DomainError) -> Event? {
        try await read { connection in
            try await connection.first("SELECT \(unescaped: EventRow.columns) FROM events WHERE id = \(id.description)",
                                       EventRow.read)
        }
    }

    public func isHandleTaken(_ handle: Handle) async throws(DomainError) -> Bool {
        try await read { connection in
            try await connection.count("SELECT 1 FROM events WHERE handle = \(handle.value)") > 0
        }
    }

    /// Everything but the identity and the creation instant.
    public func update(_ event: Event) async throws(DomainError) {
        try await write(conflicts: Self.handleConflict(event.handle)) { connection in try await Self.update(event, on: connection) }
    }

    static func update(_ event: Event, on connection: PostgresConnection) async throws {
        let changed = try await connection.count(PostgresQuery(unsafeSQL: """
            UPDATE events SET handle = $2, title = $3, description = $4, starts_at = $5, ends_at = $6,
                time_zone = $7, venue = $8, capacity = $9, currency = $10, budget_minor_units = $11,
                budget_currency = $12, status = $13, updated_at = $14
            WHERE id = $1
            RETURNING 1
            """, binds: EventRow.values(event, withCreation: false)))
        guard changed == 1 else { throw DomainError.eventMissing(event.id) }
    }

    /// Memberships and everything else that belongs to the event go with it through
    /// ON DELETE CASCADE, inside the same transaction.
    public func delete(_ id: EventID) async throws(DomainError) {
        try await write { connection in
            try await connection.execute("DELETE FROM events WHERE id = \(id.description)")
        }
    }

    public func list(_ query: EventQuery) async throws(DomainError) -> [MemberEvent] {
        var sql = """
            SELECT \(EventRow.columns), memberships.role FROM events
            JOIN memberships ON memberships.event_id = events.id
            WHERE memberships.user_id = $1
            """
        var bindings = PostgresBindings()
        bindings.append(query.memberID.description)
        if let status = query.status {
            bindings.append(status.rawValue)
            sql += " AND events.status = $\(bindings.count)"
        }
        switch query.window {
        case .all:
            break
        case let .upcoming(now):
            bindings.append(Instant.milliseconds(now))
            sql += " AND events.ends_at >= $\(bindings.count)"
        case let .past(now):
            bindings.append(Instant.milliseconds(now))
            sql += " AND events.ends_at < $\(bindings.count)"
        }
        sql += #" ORDER BY events.starts_at, events.handle COLLATE "C""#
        let statement = PostgresQuery(unsafeSQL: sql, binds: bindings)
        return try await read { connection in
            try await connection.all(statement) { row in
                let role = try PostgresRandomAccessRow(row)[EventRow.count].decode(String.self)
                return MemberEvent(event: try EventRow.read(row), role: try StoredValue.raw(role, table: "memberships"))
            }
        }
    }

    /// Whether `event` was stored: always, or else throws, unless `skippingTakenHandle`, when a
    /// handle another transaction holds (committed, or committing: the server waits to know)
    /// leaves it unstored instead of failing the transaction.
    @discardableResult
    static func insert(_ event: Event, skippingTakenHandle: Bool = false, on connection: PostgresConnection) async throws -> Bool {
        try await connection.count(PostgresQuery(unsafeSQL: """
            INSERT INTO events (\(EventRow.columns.replacingOccurrences(of: "events.", with: "")))
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
            \(skippingTakenHandle ? "ON CONFLICT ON CONSTRAINT events_handle DO NOTHING" : "") RETURNING 1
            """, binds: EventRow.values(event))) == 1
    }

    static func handleConflict(_ handle: Handle) -> [String: DomainError] {
        ["events.events_handle": .handleTaken(handle)]
    }
}
