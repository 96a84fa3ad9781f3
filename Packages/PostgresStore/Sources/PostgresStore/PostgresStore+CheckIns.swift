public import Domain
import PostgresNIO
import SQLStorage

extension PostgresStore: CheckInRepository {
    /// The ticket's row is locked (`FOR UPDATE`) from reading its state and last scan to
    /// inserting the new one: of many doors on many machines scanning one ticket at once,
    /// exactly one records the entry; the others wait, then read it as their last scan.
    public func record(_ scan: CheckInScan) async throws(DomainError) -> ScanOutcome {
        try await write { connection in
            guard let (eventID, status, cancelledAt) = try await connection.first(
                "SELECT event_id, status, cancelled_at FROM tickets WHERE id = \(scan.ticketID.description) FOR UPDATE",
                { row in try row.decode((String, String, Int64?).self) }),
                eventID == scan.eventID.description else { return .unknownTicket }
            guard status == TicketStatus.valid.rawValue else { return .cancelled(at: cancelledAt.map(Instant.date)) }
            let last = try await connection.first("""
                SELECT direction, device, at FROM check_in_scans WHERE ticket_id = \(scan.ticketID.description)
                ORDER BY sequence DESC LIMIT 1
                """) { row in try row.decode((String, String, Int64).self) }
            if let (lastDirection, device, at) = last {
                let direction: CheckInScan.Direction = try StoredValue.raw(lastDirection, table: "check_in_scans")
                switch (scan.direction, direction) {
                case (.entry, .entry):
                    return .alreadyInside(CheckInScan(ticketID: scan.ticketID, eventID: scan.eventID, direction: .entry,
                                                      device: device, at: Instant.date(at)))
                case (.exit, .exit): return .notInside
                default: break
                }
            } else if scan.direction == .exit {
                return .notInside
            }
            try await connection.execute("""
                INSERT INTO check_in_scans (ticket_id, event_id, direction, device, at)
                VALUES (\(scan.ticketID.description), \(scan.eventID.description), \(scan.direction.rawValue),
                        \(scan.device), \(Instant.milliseconds(scan.at)))
                """)
            return .recorded
        }
    }

    public func scans(of event: EventID) async throws(DomainError) -> [CheckInScan] {
        try await read { connection in
            try await connection.all("""
                SELECT ticket_id, event_id, direction, device, at FROM check_in_scans
                WHERE event_id = \(event.description) ORDER BY sequence
                """) { row in
                let (ticketID, eventID, direction, device, at) = try row.decode((String, String, String, String, Int64).self)
                return CheckInScan(ticketID: try StoredValue.identifier(ticketID, table: "check_in_scans"),
                                   eventID: try StoredValue.identifier(eventID, table: "check_in_scans"),
                                   direction: try StoredValue.raw(direction, table: "check_in_scans"),
                                   device: device, at: Instant.date(at))
            }
        }
    }
}
