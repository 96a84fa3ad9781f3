public import Domain
import GRDB
import SQLStorage

extension SQLiteStore: CheckInRepository {
    /// The ticket, its last scan and the new one in one IMMEDIATE transaction (see `write`): the
    /// write lock is held from the read to the insert, so of many doors scanning one ticket at
    /// once exactly one records the entry; the others then read it as their last scan. A door
    /// scans thousands in a row, so each statement is prepared once and reads only the columns
    /// the decision needs (the ids it already has are not parsed back), and the transaction runs
    /// on the calling thread (`writeHere`).
    public func record(_ scan: CheckInScan) async throws(DomainError) -> ScanOutcome {
        let record = CheckInScanRecord(scan)
        return try writeHere { db in
            let ticket = try db.cachedStatement(sql: "SELECT event_id, status, cancelled_at FROM tickets WHERE id = ?")
            guard let row = try Row.fetchOne(ticket, arguments: [record.ticketID]), row[0] == record.eventID else { return .unknownTicket }
            guard row[1] == TicketStatus.valid.rawValue else { return .cancelled(at: (row[2] as Int64?).map(Instant.date)) }
            let lastScan = try db.cachedStatement(sql: "SELECT direction, device, at FROM check_in_scans WHERE ticket_id = ? ORDER BY sequence DESC LIMIT 1")
            if let last = try Row.fetchOne(lastScan, arguments: [record.ticketID]) {
                let direction: CheckInScan.Direction = try StoredValue.raw(last[0], table: CheckInScanRecord.databaseTableName)
                switch (scan.direction, direction) {
                case (.entry, .entry):
                    return .alreadyInside(CheckInScan(ticketID: scan.ticketID, eventID: scan.eventID, direction: .entry, device: last[1],
                                                      at: Instant.date(last[2])))
                case (.exit, .exit): return .notInside
                default: break
                }
            } else if scan.direction == .exit {
                return .notInside
            }
            try db.cachedStatement(sql: "INSERT INTO check_in_scans (ticket_id, event_id, direction, device, at) VALUES (?, ?, ?, ?, ?)")
                .execute(arguments: [record.ticketID, record.eventID, record.direction, record.device, record.at])
            return .recorded
        }
    }

    public func scans(of event: EventID) async throws(DomainError) -> [CheckInScan] {
        let key = event.description
        return try await read { db in
            try CheckInScanRecord.filter(CheckInScanRecord.CodingKeys.eventID == key)
                .order(CheckInScanRecord.CodingKeys.sequence).fetchAll(db)
                .map { record throws(CorruptRow) in try record.scan() }
        }
    }
}
