public import Domain
import GRDB

extension SQLiteStore: CheckInRepository {
    /// The ticket, its last scan and the new one in one IMMEDIATE transaction (see `write`): the
    /// write lock is held from the read to the insert, so of many doors scanning one ticket at
    /// once exactly one records the entry; the others then read it as their last scan.
    public func record(_ scan: CheckInScan) async throws(DomainError) -> ScanOutcome {
        let record = CheckInScanRecord(scan)
        return try await write { db in
            guard let ticket = try TicketRecord.fetchOne(db, key: record.ticketID)?.ticket(), ticket.eventID == scan.eventID else {
                return .unknownTicket
            }
            guard ticket.status == .valid else { return .cancelled(at: ticket.cancelledAt) }
            let last = try CheckInScanRecord.fetchOne(db, sql: """
                SELECT * FROM check_in_scans WHERE ticket_id = ? ORDER BY sequence DESC LIMIT 1
                """, arguments: [record.ticketID])?.scan()
            switch (scan.direction, last?.direction) {
            case (.entry, .entry): return .alreadyInside(last!)
            case (.exit, nil), (.exit, .exit): return .notInside
            default: break
            }
            try record.insert(db)
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
