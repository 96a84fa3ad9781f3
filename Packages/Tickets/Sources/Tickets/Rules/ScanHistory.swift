import Domain
import Foundation

/// What an event's scans say once every door's scans are in, online and offline alike, read in
/// the order they happened (`scans(of:)`'s order: by time, then as stored).
enum ScanHistory {
    /// The tickets whose last scan is an entry.
    static func inside(_ scans: [CheckInScan]) -> Set<TicketID> {
        var last: [TicketID: CheckInScan.Direction] = [:]
        for scan in scans { last[scan.ticketID] = scan.direction }
        return Set(last.compactMap { $0.value == .entry ? $0.key : nil })
    }

    /// Each ticket's first entry: the people who arrived, once each however often they went out
    /// and in again, or were let in twice by doors offline.
    static func arrivals(_ scans: [CheckInScan]) -> [CheckInScan] {
        var seen = Set<TicketID>()
        return scans.filter { $0.direction == .entry && seen.insert($0.ticketID).inserted }
    }

    /// Entries a door made without the store's say (offline, uploaded later) that the store would
    /// have refused: a ticket let in while it was already inside (two devices, or one device
    /// twice), and a ticket let in at or after its cancellation. The store refuses both online, so
    /// an online entry is a conflict only when an earlier entry without an exit between is
    /// uploaded after it (it is then the second). Each conflicting entry once, in the order it happened.
    static func conflicts(_ scans: [CheckInScan], cancelled: [TicketID: Date?]) -> [Conflict] {
        var inside: [TicketID: CheckInScan] = [:]
        var found: [Conflict] = []
        for scan in scans {
            switch scan.direction {
            case .exit:
                inside[scan.ticketID] = nil
            case .entry:
                if let first = inside[scan.ticketID] {
                    found.append(Conflict(kind: .admittedTwice, scan: scan, first: first, cancelledAt: nil))
                } else if let cancellation = cancelled[scan.ticketID], scan.nonce != nil, cancellation.map({ scan.at >= $0 }) ?? true {
                    found.append(Conflict(kind: .afterCancellation, scan: scan, first: nil, cancelledAt: cancellation))
                }
                if inside[scan.ticketID] == nil { inside[scan.ticketID] = scan }
            }
        }
        return found
    }

    struct Conflict {
        let kind: ScanConflict.Kind
        let scan: CheckInScan
        let first: CheckInScan?
        let cancelledAt: Date?
    }
}
