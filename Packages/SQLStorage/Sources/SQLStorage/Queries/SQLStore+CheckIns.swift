public import Domain

extension SQLStore {
    /// The ticket, its last scan and the new one in one write transaction, the ticket's row
    /// locked from the read to the insert (FOR UPDATE on PostgreSQL; SQLite's write transaction
    /// excludes every other writer from its start): of many doors on many machines scanning one
    /// ticket at once, exactly one records the entry; the others wait, then read it as their
    /// last scan (the latest by `at`, then by `sequence`: index `check_in_scans_by_ticket`).
    /// Whether the scan is recorded is `CheckInScan.refusal(after:)`'s decision. A door scans
    /// thousands in a row, so each statement reads only the columns the decision needs (the ids
    /// it already has are not parsed back) and the transaction runs where `writingHere` runs it
    /// (SQLite: on the calling thread, its statements prepared once).
    public func record(_ scan: CheckInScan) async throws(DomainError) -> ScanOutcome {
        try await writingHere { db in
            let ticket = try db.first("""
                SELECT event_id, status, cancelled_at FROM tickets WHERE id = \(scan.ticketID)\(raw: db.dialect.forUpdate)
                """) { row in (eventID: try row.text(0), status: try row.text(1), cancelledAt: try row.optionalInteger(2)) }
            guard let ticket, ticket.eventID == scan.eventID.description else { return .unknownTicket }
            guard ticket.status == TicketStatus.valid.rawValue else { return .cancelled(at: ticket.cancelledAt.map(Instant.date)) }
            let last = try db.first("""
                SELECT direction, device, at, nonce FROM check_in_scans WHERE ticket_id = \(scan.ticketID)
                ORDER BY at DESC, sequence DESC LIMIT 1
                """) { row in
                CheckInScan(ticketID: scan.ticketID, eventID: scan.eventID,
                            direction: try StoredValue.raw(try row.text(0), table: CheckInScanRow.table),
                            device: try row.text(1), at: Instant.date(try row.integer(2)), nonce: try row.optionalText(3))
            }
            if let refusal = scan.refusal(after: last) { return refusal }
            try db.execute(CheckInScanRow.insertOnline(scan))
            return .recorded
        }
    }

    /// One write transaction for the whole batch, and a few statements for it however large:
    /// the tickets are looked up a thousand ids at a time, the scans stored five hundred rows a
    /// statement, each row passed over by its event's nonce index when an upload before this one
    /// (or the same one, tried again while it ran: PostgreSQL's insert waits for it) stored it.
    /// Nothing is decided on the ticket's state, so nothing is locked for it.
    public func upload(_ scans: [CheckInScan]) async throws(DomainError) -> [UploadOutcome] {
        try await writing { db in
            let eventOfTicket = try Self.events(ofTickets: scans.map(\.ticketID.description), db)
            var outcomes = [UploadOutcome](repeating: .unknownTicket, count: scans.count)
            var batchNonces = Set<UploadedNonce>()
            var storing: [Int] = []
            for (index, scan) in scans.enumerated() where eventOfTicket[scan.ticketID.description] == scan.eventID.description {
                if let nonce = scan.nonce, !batchNonces.insert(UploadedNonce(event: scan.eventID.description, nonce: nonce)).inserted {
                    outcomes[index] = .duplicate
                } else {
                    storing.append(index)
                }
            }
            for start in stride(from: 0, to: storing.count, by: 500) {
                let chunk = storing[start..<min(start + 500, storing.count)]
                var stored = Set<UploadedNonce>()
                try db.forEach(CheckInScanRow.insertUnlessUploaded(chunk.map { scans[$0] })) { row in
                    if let nonce = try row.optionalText(1) { stored.insert(UploadedNonce(event: try row.text(0), nonce: nonce)) }
                }
                for index in chunk {
                    let scan = scans[index]
                    let isStored = scan.nonce.map { stored.contains(UploadedNonce(event: scan.eventID.description, nonce: $0)) } ?? true
                    outcomes[index] = isStored ? .recorded : .duplicate
                }
            }
            return outcomes
        }
    }

    public func scans(of event: EventID) async throws(DomainError) -> [CheckInScan] {
        try await reading { db in
            try db.all("""
                SELECT \(raw: CheckInScanRow.columns) FROM check_in_scans WHERE event_id = \(event) ORDER BY at, sequence
                """, CheckInScanRow.read)
        }
    }

    /// Each ticket's event, by the ticket's id, for the ids that name a ticket.
    private static func events(ofTickets ids: [String], _ db: any SQLExecutor) throws -> [String: String] {
        let unique = Array(Set(ids))
        var events: [String: String] = [:]
        for start in stride(from: 0, to: unique.count, by: 1_000) {
            try db.forEach("""
                SELECT id, event_id FROM tickets WHERE id IN (\(list: unique[start..<min(start + 1_000, unique.count)].map { $0 }))
                """) { row in events[try row.text(0)] = try row.text(1) }
        }
        return events
    }
}

/// A nonce of an event's scan, as the index `check_in_scans_nonce` keeps it once.
private struct UploadedNonce: Hashable {
    let event: String
    let nonce: String
}
