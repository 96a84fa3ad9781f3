/// Scans at the door. Recording is a conditional write: the ticket's state and its last scan are
/// read and the scan stored inside ONE write transaction, so however many doors scan the same
/// ticket at once, exactly one entry is recorded while it is inside.
public protocol CheckInRepository: Sendable {
    /// Records `scan` when it changes where the ticket is (an entry of a ticket outside, an exit
    /// of one inside) and the ticket is a valid ticket of `scan.eventID`; otherwise stores
    /// nothing and says why; either way with the ticket, as `TicketRepository.ticket(id:)`
    /// would read it, unless it is not one of the event's.
    func record(_ scan: CheckInScan) async throws(DomainError) -> RecordedScan

    /// How many `record`s of different tickets one process may have in the store at once and
    /// gain by it: 1 where writes take turns (SQLite's one writer), more where each waits only
    /// for its round trip (PostgreSQL, one per connection).
    var recordsAtOnce: Int { get }

    /// Stores scans made away from the store (a door offline) as they happened, whatever the
    /// ticket's state now: an entry of a ticket inside, or cancelled, is kept (and is a
    /// conflict for the organiser, not a refusal). Each once: a scan whose nonce the event
    /// already has changes nothing (`.duplicate`). One write transaction for all of them; the
    /// outcomes in the order given.
    func upload(_ scans: [CheckInScan]) async throws(DomainError) -> [UploadOutcome]

    /// Every scan recorded at the event, by `at`, then by the order they were stored.
    func scans(of event: EventID) async throws(DomainError) -> [CheckInScan]
}
