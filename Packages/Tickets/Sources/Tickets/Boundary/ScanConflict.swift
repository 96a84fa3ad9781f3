public import Domain
public import Foundation

/// An entry the store would have refused, made by a door offline and uploaded after: the
/// organiser's to look into (a shared photocopy, a phone's stale list). It happened, so it
/// stays recorded; arrivals count the ticket once.
public struct ScanConflict: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// Let in while already inside: `first` is the entry that let it in before.
        case admittedTwice = "admitted-twice"
        /// Let in at or after its cancellation.
        case afterCancellation = "after-cancellation"
    }

    public let kind: Kind
    public let ticket: TicketView
    public let scan: CheckInScan
    public let first: CheckInScan?
    public let cancelledAt: Date?
}
