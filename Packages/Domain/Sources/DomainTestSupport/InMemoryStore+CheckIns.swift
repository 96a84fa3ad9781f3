public import Domain
import Foundation

/// Every scan recorded, oldest first.
struct ScanTable: InMemoryTable {
    var scans: [CheckInScan] = []
}

extension InMemoryStore: CheckInRepository {
    public func record(_ scan: CheckInScan) throws(DomainError) -> ScanOutcome {
        try write { tables throws(DomainError) in
            guard let ticket = tables[TicketTable.self].byID[scan.ticketID], ticket.eventID == scan.eventID else {
                return .unknownTicket
            }
            guard ticket.status == .valid else { return .cancelled(at: ticket.cancelledAt) }
            let last = tables[ScanTable.self].scans.last { $0.ticketID == scan.ticketID }
            if let refusal = scan.refusal(after: last) { return refusal }
            tables[ScanTable.self].scans.append(CheckInScan(ticketID: scan.ticketID, eventID: scan.eventID,
                                                            direction: scan.direction, device: scan.device, at: scan.at.stored))
            return .recorded
        }
    }

    public func scans(of event: EventID) -> [CheckInScan] {
        tables[ScanTable.self].scans.filter { $0.eventID == event }
    }
}
