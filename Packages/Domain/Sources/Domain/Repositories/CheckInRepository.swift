/// Scans at the door. Recording is a conditional write: the ticket's state and its last scan are
/// read and the scan stored inside ONE write transaction, so however many doors scan the same
/// ticket at once, exactly one entry is recorded while it is inside.
public protocol CheckInRepository: Sendable {
    /// Records `scan` when it changes where the ticket is (an entry of a ticket outside, an exit
    /// of one inside) and the ticket is a valid ticket of `scan.eventID`; otherwise stores
    /// nothing and says why.
    func record(_ scan: CheckInScan) async throws(DomainError) -> ScanOutcome

    /// Every scan recorded at the event, oldest first.
    func scans(of event: EventID) async throws(DomainError) -> [CheckInScan]
}
