import Domain

/// A row of `check_in_scans` but its `sequence`, the order scans were stored in.
enum CheckInScanRow {
    static let table = "check_in_scans"
    static let columns = "ticket_id, event_id, direction, device, at, nonce"

    static func read(_ row: any SQLRow) throws -> CheckInScan {
        CheckInScan(ticketID: try StoredValue.identifier(try row.text(0), table: table),
                    eventID: try StoredValue.identifier(try row.text(1), table: table),
                    direction: try StoredValue.raw(try row.text(2), table: table), device: try row.text(3),
                    at: Instant.date(try row.integer(4)), nonce: try row.optionalText(5))
    }

    /// A scan recorded as it happens (it has no nonce), stored only when `ticket`, a query of
    /// one ticket's `id, event_id, status, last_scan_direction`, is a valid ticket of its event
    /// that the door's rule lets it pass (`DoorTicketRow.recordable`): the one condition both
    /// stores decide by.
    static func insertOnline(_ scan: CheckInScan, ticket: SQL) -> SQL {
        var insert: SQL = """
            INSERT INTO check_in_scans (\(raw: columns))
            SELECT id, event_id, CAST(\(scan.direction.rawValue) AS TEXT), CAST(\(scan.device) AS TEXT),
                   CAST(\(Instant.milliseconds(scan.at)) AS BIGINT), NULL
            """
        insert.append(" FROM ")
        insert.append(ticket)
        insert.append("""
             AS ticket WHERE event_id = \(scan.eventID) AND status = \(TicketStatus.valid.rawValue)
            AND \(raw: DoorTicketRow.recordable[scan.direction] ?? "FALSE")
            """)
        return insert
    }

    /// PostgreSQL's door scan in one statement, so one round trip: the ticket's row is locked
    /// and read (after waiting for another door's scan of it, its newest version: the last
    /// scan kept on it is that scan, where a read of `check_in_scans` would not see it), the
    /// scan stored when `insertOnline`'s condition holds, and the row's last scan moved to it
    /// when it is the latest by `at`, then `sequence`. Answers the row as it was
    /// (`DoorTicketRow.columns`), whether the scan was stored, and the ticket
    /// (`TicketRow.columns`); no row: no such ticket.
    /// Prepared once per connection (`reused`): its plan costs as much as running it.
    static func recordOnline(_ scan: CheckInScan) -> SQL {
        let at = Instant.milliseconds(scan.at)
        var statement: SQL = """
            WITH locked AS (
                SELECT * FROM tickets WHERE id = \(scan.ticketID) FOR NO KEY UPDATE
            ), stored AS (

            """
        statement.append(insertOnline(scan, ticket: "locked"))
        statement.append("""

                RETURNING ticket_id, sequence
            ), moved AS (
                UPDATE tickets SET (\(raw: lastScanColumns)) = (
                    stored.sequence, CAST(\(scan.direction.rawValue) AS TEXT), CAST(\(scan.device) AS TEXT), CAST(\(at) AS BIGINT), NULL)
                FROM stored, locked WHERE tickets.id = stored.ticket_id
                AND (locked.last_scan_sequence IS NULL OR (CAST(\(at) AS BIGINT), stored.sequence) > (locked.last_scan_at, locked.last_scan_sequence))
            )
            SELECT \(raw: DoorTicketRow.columns), (SELECT count(*) FROM stored), \(raw: TicketRow.columns) FROM locked
            """)
        return statement.reused()
    }

    /// The columns of `tickets` that keep its last scan (`Schema.lastScans`), in the order of
    /// `settlingLastScans`' SELECT.
    static let lastScanColumns = "last_scan_sequence, last_scan_direction, last_scan_device, last_scan_at, last_scan_nonce"

    /// Sets the last scan of the tickets `condition` selects from their scans: after any write
    /// of scans, in its transaction, for the tickets written. On PostgreSQL the rows must be
    /// locked by an earlier statement of the transaction (see `upload`): this one's reads see
    /// the scans committed before it began, not one committed while it waited for a row.
    static func settlingLastScans(where condition: String) -> String {
        """
        UPDATE tickets SET (\(lastScanColumns)) = (
            SELECT sequence, direction, device, at, nonce FROM check_in_scans
            WHERE ticket_id = tickets.id ORDER BY at DESC, sequence DESC LIMIT 1
        ) WHERE \(condition)
        """
    }

    /// After an online scan stored as `sequence`, in its transaction: the ticket's last scan
    /// moves to it unless the one kept is later by `at`, then `sequence` (an offline scan dated
    /// ahead), as `settleLastScans` would find it.
    static func moveLastScan(of scan: CheckInScan, to sequence: Int64) -> SQL {
        let at = Instant.milliseconds(scan.at)
        return """
            UPDATE tickets SET (\(raw: lastScanColumns)) = (\(sequence), \(scan.direction.rawValue), \(scan.device), \(at), NULL)
            WHERE id = \(scan.ticketID)
            AND (last_scan_sequence IS NULL OR last_scan_at < \(at) OR (last_scan_at = \(at) AND last_scan_sequence < \(sequence)))
            """
    }

    static func settleLastScans(of tickets: [String]) -> SQL {
        var settle = SQL(stringLiteral: settlingLastScans(where: "id IN ("))
        settle.append("\(list: tickets))")
        return settle
    }

    /// Uploaded scans, many in one statement (one round trip to PostgreSQL for hundreds): those
    /// whose nonce their event has already are passed over. Answers the `event_id, nonce` of
    /// each scan stored.
    static func insertUnlessUploaded(_ scans: some Collection<CheckInScan>) -> SQL {
        let rows = Array(repeating: "(\(SQL.placeholders(6)))", count: scans.count).joined(separator: ", ")
        let text = """
            INSERT INTO check_in_scans (\(columns)) VALUES \(rows)
            ON CONFLICT (event_id, nonce) WHERE nonce IS NOT NULL DO NOTHING RETURNING event_id, nonce
            """
        var values: [ColumnValue] = []
        values.reserveCapacity(scans.count * 6)
        for scan in scans {
            values += [scan.ticketID.columnValue, scan.eventID.columnValue, .text(scan.direction.rawValue), .text(scan.device),
                       .integer(Instant.milliseconds(scan.at)), scan.nonce.map(ColumnValue.text) ?? .null]
        }
        return SQL(text, values)
    }
}
