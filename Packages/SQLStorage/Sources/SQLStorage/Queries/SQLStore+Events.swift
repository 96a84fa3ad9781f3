public import Domain

extension SQLStore {
    public func create(_ event: Event, owner: Membership) async throws(DomainError) {
        try await writing(conflicts: Self.handleConflict(event.handle)) { db in
            try db.execute(EventRow.insert(event))
            try db.execute(MembershipRow.insert(owner))
        }
    }

    /// The handle is chosen under a lock (SQLite's write transaction; PostgreSQL's advisory
    /// lock), so two writers creating events from one title choose one after the other and
    /// never the same number. A plain `create` takes no such lock: a handle it holds,
    /// committed or not yet, is skipped by the insert (which waits to know whether it commits)
    /// and the next number tried.
    public func createNumberingHandle(_ event: Event, owner: Membership, stored told: @Sendable (Event) -> Void) async throws(DomainError) -> Event {
        try await writing { db in
            try db.lock("events.handle")
            var stored = event
            var number = 1
            while try db.execute(EventRow.insert(stored, skippingTakenHandle: true)) == 0 {
                number += 1
                stored.handle = event.handle.numbered(number)
            }
            try db.execute(MembershipRow.insert(owner))
            told(stored)
            return stored
        }
    }

    public func find(handle: Handle) async throws(DomainError) -> Event? {
        try await readingFirst("SELECT \(raw: EventRow.columns) FROM events WHERE handle = \(handle)", EventRow.read)
    }

    public func find(id: EventID) async throws(DomainError) -> Event? {
        try await readingFirst(Self.eventQuery(id), EventRow.read)
    }

    public func events(notifying notices: AnswerNotices) async throws(DomainError) -> [Event] {
        try await reading { db in
            try db.all("SELECT \(raw: EventRow.columns) FROM events WHERE notify = \(notices.rawValue) ORDER BY id\(raw: db.dialect.bytewise)",
                       EventRow.read)
        }
    }

    public func isHandleTaken(_ handle: Handle) async throws(DomainError) -> Bool {
        try await reading { db in try db.exists("SELECT 1 FROM events WHERE handle = \(handle)") }
    }

    public func update(_ event: Event) async throws(DomainError) {
        try await writing(conflicts: Self.handleConflict(event.handle)) { db in try Self.update(event, db) }
    }

    /// Memberships and everything else that belongs to the event go with it through
    /// ON DELETE CASCADE, inside the same transaction.
    public func delete(_ id: EventID) async throws(DomainError) {
        try await writing { db in try db.execute("DELETE FROM events WHERE id = \(id)") }
    }

    public func list(_ query: EventQuery) async throws(DomainError) -> [MemberEvent] {
        try await reading { db in
            var sql: SQL = """
                SELECT \(raw: EventRow.columns), memberships.role FROM events
                JOIN memberships ON memberships.event_id = events.id
                WHERE memberships.user_id = \(query.memberID)
                """
            if let status = query.status { sql.append(" AND events.status = \(status.rawValue)") }
            switch query.window {
            case .all: break
            case let .upcoming(now): sql.append(" AND events.ends_at >= \(Instant.milliseconds(now))")
            case let .past(now): sql.append(" AND events.ends_at < \(Instant.milliseconds(now))")
            }
            sql.append(" ORDER BY events.starts_at, events.handle\(raw: db.dialect.bytewise)")
            return try db.all(sql) { row in
                MemberEvent(event: try EventRow.read(row), role: try StoredValue.raw(try row.text(EventRow.count), table: "memberships"))
            }
        }
    }

    static func event(_ id: EventID, _ db: any SQLExecutor, locking lock: String = "") throws -> Event? {
        try db.first(eventQuery(id, locking: lock), EventRow.read)
    }

    private static func eventQuery(_ id: EventID, locking lock: String = "") -> SQL {
        "SELECT \(raw: EventRow.columns) FROM events WHERE id = \(id)\(raw: lock)"
    }

    /// The event, its row locked for the rest of the transaction on PostgreSQL (FOR NO KEY
    /// UPDATE: other transactions' foreign keys to it need not wait); `.eventMissing` when
    /// there is none.
    static func lockedEvent(_ id: EventID, _ db: any SQLExecutor) throws -> Event {
        guard let event = try event(id, db, locking: db.dialect.forNoKeyUpdate) else { throw DomainError.eventMissing(id) }
        return event
    }

    static func update(_ event: Event, _ db: any SQLExecutor) throws {
        guard try db.execute(EventRow.update(event)) == 1 else { throw DomainError.eventMissing(event.id) }
    }

    static func handleConflict(_ handle: Handle) -> [String: DomainError] {
        ["events.events_handle": .handleTaken(handle)]
    }
}
