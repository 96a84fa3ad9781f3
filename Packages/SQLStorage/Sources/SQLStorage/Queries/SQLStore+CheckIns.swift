public import Domain

extension SQLStore {
    /// Decided by one condition on the ticket's row, which keeps its last scan (the latest by
    /// `at`, then `sequence`; `Schema.lastScans`), made from `CheckInScan.refusal(after:)`
    /// (`DoorTicketRow.recordable`): of many doors on many machines scanning one ticket at once,
    /// exactly one records the entry, the others wait for its row, then find it inside. On
    /// PostgreSQL that is one statement, its own transaction (`CheckInScanRow.recordOnline`): a
    /// door's scan is one round trip. SQLite's write transaction excludes every other writer
    /// from its start, and runs on the calling thread (`writingHere`): the ticket's row read (for
    /// the reason of a refusal, and the holder), the conditional insert, then the ticket's last
    /// scan moved to it (by its values: recomputing it from the history cost a fifth more).
    /// Either way the ticket comes with the answer, so a door names its holder without another
    /// read.
    public func record(_ scan: CheckInScan) async throws(DomainError) -> RecordedScan {
        if dialect.writesThroughCTEs {
            let answer = try await writingStatement(CheckInScanRow.recordOnline(scan)) { row in
                (door: try DoorTicketRow(row, for: scan), stored: try row.integer(7) > 0, ticket: try TicketRow.read(OffsetRow(row: row, start: 8)))
            }.first
            do {
                return try DoorTicketRow.recorded(scan, ticket: answer.map { ($0.door, $0.ticket) }, stored: answer?.stored ?? false)
            } catch {
                throw domainError(for: error, conflicts: [:])
            }
        }
        return try await writingHere { db in
            let columns = "\(DoorTicketRow.columns), \(TicketRow.columns)"
            let found = try db.first("SELECT \(raw: columns) FROM tickets WHERE id = \(scan.ticketID)") { row in
                (try DoorTicketRow(row, for: scan), try TicketRow.read(OffsetRow(row: row, start: 7)))
            }
            let ticket: SQL = "(SELECT id, event_id, status, last_scan_direction FROM tickets WHERE id = \(scan.ticketID))"
            var insert = CheckInScanRow.insertOnline(scan, ticket: ticket)
            insert.append(" RETURNING sequence")
            let stored = try db.first(insert, { try $0.integer(0) })
            if let stored { try db.execute(CheckInScanRow.moveLastScan(of: scan, to: stored)) }
            return try DoorTicketRow.recorded(scan, ticket: found, stored: stored != nil)
        }
    }

    /// One write transaction for the whole batch, and a few statements for it however large:
    /// the tickets are looked up and locked a thousand ids at a time, the scans stored five
    /// hundred rows a statement, each row passed over by its event's nonce index when an upload
    /// before this one (or the same one, tried again while it ran: PostgreSQL's insert waits for
    /// it) stored it, then the tickets' last scans set from their scans. Nothing is decided on
    /// the ticket's state; the lock is for its last scan, which a door's scan of it would
    /// otherwise move while this transaction reads the scans.
    public func upload(_ scans: [CheckInScan]) async throws(DomainError) -> [UploadOutcome] {
        try await writing { db in
            let tickets = Array(Set(scans.map(\.ticketID.description))).sorted()
            let eventOfTicket = try Self.events(ofTickets: tickets, db)
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
            let settling = Array(Set(storing.map { scans[$0].ticketID.description })).sorted()
            for start in stride(from: 0, to: settling.count, by: 1_000) {
                try db.execute(CheckInScanRow.settleLastScans(of: Array(settling[start..<min(start + 1_000, settling.count)])))
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

    /// Each ticket's event, by the ticket's id, for the ids (distinct, in order, so that two
    /// uploads lock their common tickets in the same order) that name a ticket; their rows are
    /// locked until the transaction ends (PostgreSQL; SQLite's write transaction holds them).
    private static func events(ofTickets ids: [String], _ db: any SQLExecutor) throws -> [String: String] {
        var events: [String: String] = [:]
        for start in stride(from: 0, to: ids.count, by: 1_000) {
            try db.forEach("""
                SELECT id, event_id FROM tickets WHERE id IN (\(list: Array(ids[start..<min(start + 1_000, ids.count)])))
                ORDER BY id\(raw: db.dialect.bytewise)\(raw: db.dialect.forNoKeyUpdate)
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
