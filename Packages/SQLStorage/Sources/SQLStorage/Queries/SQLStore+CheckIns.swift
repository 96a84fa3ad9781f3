public import Domain

extension SQLStore {
    /// The ticket, its last scan and the new one in one write transaction, the ticket's row
    /// locked from the read to the insert (FOR UPDATE on PostgreSQL; SQLite's write transaction
    /// excludes every other writer from its start): of many doors on many machines scanning one
    /// ticket at once, exactly one records the entry; the others wait, then read it as their
    /// last scan. Whether the scan is recorded is `CheckInScan.refusal(after:)`'s decision. A
    /// door scans thousands in a row, so each statement reads only the columns the decision
    /// needs (the ids it already has are not parsed back) and the transaction runs where
    /// `writingHere` runs it (SQLite: on the calling thread, its statements prepared once).
    public func record(_ scan: CheckInScan) async throws(DomainError) -> ScanOutcome {
        try await writingHere { db in
            let ticket = try db.first("""
                SELECT event_id, status, cancelled_at FROM tickets WHERE id = \(scan.ticketID)\(raw: db.dialect.forUpdate)
                """) { row in (eventID: try row.text(0), status: try row.text(1), cancelledAt: try row.optionalInteger(2)) }
            guard let ticket, ticket.eventID == scan.eventID.description else { return .unknownTicket }
            guard ticket.status == TicketStatus.valid.rawValue else { return .cancelled(at: ticket.cancelledAt.map(Instant.date)) }
            let last = try db.first("""
                SELECT direction, device, at FROM check_in_scans WHERE ticket_id = \(scan.ticketID) ORDER BY sequence DESC LIMIT 1
                """) { row in
                CheckInScan(ticketID: scan.ticketID, eventID: scan.eventID,
                            direction: try StoredValue.raw(try row.text(0), table: CheckInScanRow.table),
                            device: try row.text(1), at: Instant.date(try row.integer(2)))
            }
            if let refusal = scan.refusal(after: last) { return refusal }
            try db.execute(CheckInScanRow.insert(scan))
            return .recorded
        }
    }

    public func scans(of event: EventID) async throws(DomainError) -> [CheckInScan] {
        try await reading { db in
            try db.all("""
                SELECT \(raw: CheckInScanRow.columns) FROM check_in_scans WHERE event_id = \(event) ORDER BY sequence
                """, CheckInScanRow.read)
        }
    }
}
