import Domain
import Foundation

/// A ticket as the door reads it: its event, its status and its last scan, kept on its row
/// (`Schema.lastScans`).
struct DoorTicketRow {
    static let columns = "event_id, status, cancelled_at, last_scan_direction, last_scan_device, last_scan_at, last_scan_nonce"

    let eventID: String
    let status: String
    let cancelledAt: Int64?
    let lastScan: CheckInScan?

    /// The row read for `scan`'s ticket: its last scan gets the ids `scan` has already.
    init(_ row: any SQLRow, for scan: CheckInScan) throws {
        eventID = try row.text(0)
        status = try row.text(1)
        cancelledAt = try row.optionalInteger(2)
        lastScan = try row.optionalText(3).map { direction in
            CheckInScan(ticketID: scan.ticketID, eventID: scan.eventID,
                        direction: try StoredValue.raw(direction, table: TicketRow.table), device: try row.text(4),
                        at: Instant.date(try row.integer(5)), nonce: try row.optionalText(6))
        }
    }

    /// What recording `scan` did, given this row as it was when the scan was decided (nil: no
    /// such ticket) and whether the store's condition (`recordable`) stored it. The reason for
    /// a refusal is `CheckInScan.refusal(after:)`'s; the two cannot disagree, as the condition is
    /// made from that rule, but if they ever did the scan is not reported wrongly.
    static func outcome(of scan: CheckInScan, ticket: DoorTicketRow?, stored: Bool) throws -> ScanOutcome {
        guard let ticket, ticket.eventID == scan.eventID.description else { return .unknownTicket }
        guard ticket.status == TicketStatus.valid.rawValue else { return .cancelled(at: ticket.cancelledAt.map(Instant.date)) }
        let refusal = scan.refusal(after: ticket.lastScan)
        guard stored == (refusal == nil) else {
            throw CorruptRow(table: TicketRow.table, detail: "the door's rule and the store's condition disagree on a scan of ticket \(scan.ticketID)")
        }
        return refusal ?? .recorded
    }

    /// `outcome`, with the ticket when the scan named one of its event's (`RecordedScan`).
    static func recorded(_ scan: CheckInScan, ticket found: (DoorTicketRow, Ticket)?, stored: Bool) throws -> RecordedScan {
        let outcome = try outcome(of: scan, ticket: found?.0, stored: stored)
        return RecordedScan(outcome, ticket: outcome == .unknownTicket ? nil : found?.1)
    }

    /// The condition on a ticket's row (`last_scan_direction`) under which a scan in
    /// `direction` is recorded, by direction: made by asking `CheckInScan.refusal(after:)`
    /// about every last scan there can be (none, an entry, an exit), so the rule is written
    /// once, in Swift, and the SQL only lists its answers. The rule reads the last scan's
    /// direction alone; the stores' contracts check on random histories that both agree.
    static let recordable: [CheckInScan.Direction: String] = Dictionary(uniqueKeysWithValues: CheckInScan.Direction.allCases.map { direction in
        let lasts: [CheckInScan.Direction?] = [nil] + CheckInScan.Direction.allCases
        let allowed = lasts.filter { last in probe(direction).refusal(after: last.map(probe)) == nil }
            .map { last in last.map { "last_scan_direction = '\($0.rawValue)'" } ?? "last_scan_direction IS NULL" }
        return (direction, allowed.isEmpty ? "FALSE" : "(\(allowed.joined(separator: " OR ")))")
    })

    /// A scan in `direction`, the rest of it anything: what the rule is asked about.
    private static func probe(_ direction: CheckInScan.Direction) -> CheckInScan {
        CheckInScan(ticketID: TicketID(probeID), eventID: EventID(probeID), direction: direction, device: "", at: .distantPast)
    }

    private static let probeID = UUID()
}
