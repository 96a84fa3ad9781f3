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

    /// A scan recorded as it happens: it has no nonce.
    static func insertOnline(_ scan: CheckInScan) -> SQL {
        """
        INSERT INTO check_in_scans (\(raw: columns))
        VALUES (\(scan.ticketID), \(scan.eventID), \(scan.direction.rawValue), \(scan.device), \(Instant.milliseconds(scan.at)), NULL)
        """
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
