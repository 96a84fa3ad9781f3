public import Domain

extension SQLStore {
    /// The counts per status from `guest_counts`; the page through the index of its order
    /// (`guests_by_name`, `guests_by_status`, `guests_by_update`, or `guests_waitlist` for the
    /// waitlisted part of the status order), one status at a time in the status order, skipping
    /// whole statuses by their counts; how many match by those counts, or by counting when a
    /// tag or search filters too.
    public func guests(of event: EventID, _ query: GuestQuery) async throws(DomainError) -> GuestQueryPage {
        try await reading { db in
            let counts = try Self.statusCounts(of: event, db)
            let guests: [Guest]
            if query.order == .status {
                guests = try Self.statusOrdered(event, query, counts: counts, db)
            } else {
                var sql = Self.matching(event, query, status: query.status, db)
                let order = query.order == .name ? "" : "updated_at DESC, "
                sql.append(" ORDER BY \(raw: order)name_key\(raw: db.dialect.bytewise), handle\(raw: db.dialect.bytewise)")
                sql.append(Self.window(offset: query.offset, limit: query.limit, db))
                guests = try db.all(sql, GuestRow.read)
            }
            let matching = query.filtersText ? try Self.count(event, query, status: query.status, db)
                : query.status.map { counts[$0] ?? 0 } ?? counts.values.reduce(0, +)
            return GuestQueryPage(guests: guests, matching: matching, counts: counts)
        }
    }

    private static func statusCounts(of event: EventID, _ db: any SQLExecutor) throws -> [RSVPStatus: Int] {
        var counts: [RSVPStatus: Int] = [:]
        try db.forEach("SELECT status, guests FROM guest_counts WHERE event_id = \(event)") { row in
            counts[try StoredValue.raw(try row.text(0), table: "guest_counts")] = Int(try row.integer(1))
        }
        return counts
    }

    private static func statusOrdered(_ event: EventID, _ query: GuestQuery, counts: [RSVPStatus: Int], _ db: any SQLExecutor) throws -> [Guest] {
        var (skip, left) = (query.offset, query.limit ?? .max)
        var guests: [Guest] = []
        for status in GuestQuery.statusOrder where left > 0 && (query.status ?? status) == status {
            let here = query.filtersText ? try count(event, query, status: status, db) : counts[status] ?? 0
            guard skip < here else {
                skip -= here
                continue
            }
            var sql = matching(event, query, status: status, db)
            let c = db.dialect.bytewise
            sql.append(status == .waitlisted ? " ORDER BY status_changed_at, created_at, handle\(raw: c)" : " ORDER BY name_key\(raw: c), handle\(raw: c)")
            sql.append(window(offset: skip, limit: left == .max ? nil : left, db))
            let found = try db.all(sql, GuestRow.read)
            guests += found
            (skip, left) = (0, left - found.count)
        }
        return guests
    }

    /// The guests of the event that `query`'s tag and search keep, of `status` if given.
    private static func matching(
        _ event: EventID, _ query: GuestQuery, status: RSVPStatus?, selecting columns: String = GuestRow.columns, _ db: any SQLExecutor
    ) -> SQL {
        var sql: SQL = "SELECT \(raw: columns) FROM guests WHERE event_id = \(event)"
        if let status { sql.append(" AND status = \(status.rawValue)") }
        if let tag = query.tag { sql.append(" AND \(raw: db.dialect.position)(tag_keys, \("\n" + tag + "\n")) > 0") }
        if let search = query.search { sql.append(" AND \(raw: db.dialect.position)(search_key, \(search)) > 0") }
        return sql
    }

    private static func count(_ event: EventID, _ query: GuestQuery, status: RSVPStatus?, _ db: any SQLExecutor) throws -> Int {
        Int(try db.integer(matching(event, query, status: status, selecting: "count(*)", db)))
    }

    private static func window(offset: Int, limit: Int?, _ db: any SQLExecutor) -> SQL {
        guard let limit else { return offset > 0 ? db.dialect.rest(after: offset) : "" }
        return " LIMIT \(limit) OFFSET \(offset)"
    }
}
