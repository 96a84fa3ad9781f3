public import Domain
import Foundation

/// Every scan recorded, by `at`, then in the order stored: the order `scans(of:)` answers in
/// and the inside rule reads the last scan by.
struct ScanTable: InMemoryTable {
    var scans: [CheckInScan] = []

    /// Stores `scan` after every scan that is not later, as the stores' `sequence` breaks a tie.
    mutating func insert(_ scan: CheckInScan) {
        let stored = CheckInScan(ticketID: scan.ticketID, eventID: scan.eventID, direction: scan.direction,
                                 device: scan.device, at: scan.at.stored, nonce: scan.nonce)
        let place = scans.lastIndex { $0.at <= stored.at }.map { $0 + 1 } ?? 0
        scans.insert(stored, at: place)
    }

    func contains(nonce: String, of event: EventID) -> Bool {
        scans.contains { $0.eventID == event && $0.nonce == nonce }
    }
}

extension InMemoryStore: CheckInRepository {
    /// Each record is one step of the actor: a second would only wait for the first.
    public nonisolated var recordsAtOnce: Int { 1 }

    public func record(_ scan: CheckInScan) throws(DomainError) -> RecordedScan {
        try write { tables throws(DomainError) in
            guard let ticket = tables[TicketTable.self].byID[scan.ticketID], ticket.eventID == scan.eventID else {
                return RecordedScan(.unknownTicket, ticket: nil)
            }
            guard ticket.status == .valid else { return RecordedScan(.cancelled(at: ticket.cancelledAt), ticket: ticket) }
            let last = tables[ScanTable.self].scans.last { $0.ticketID == scan.ticketID }
            if let refusal = scan.refusal(after: last) { return RecordedScan(refusal, ticket: ticket) }
            tables[ScanTable.self].insert(CheckInScan(ticketID: scan.ticketID, eventID: scan.eventID,
                                                      direction: scan.direction, device: scan.device, at: scan.at))
            return RecordedScan(.recorded, ticket: ticket)
        }
    }

    public func upload(_ scans: [CheckInScan]) throws(DomainError) -> [UploadOutcome] {
        try write { tables throws(DomainError) in
            scans.map { scan in
                guard tables[TicketTable.self].byID[scan.ticketID]?.eventID == scan.eventID else { return .unknownTicket }
                if let nonce = scan.nonce, tables[ScanTable.self].contains(nonce: nonce, of: scan.eventID) { return .duplicate }
                tables[ScanTable.self].insert(scan)
                return .recorded
            }
        }
    }

    public func scans(of event: EventID) -> [CheckInScan] {
        tables[ScanTable.self].scans.filter { $0.eventID == event }
    }
}
