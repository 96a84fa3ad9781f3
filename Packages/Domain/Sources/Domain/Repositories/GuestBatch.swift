/// One event's guest list changed guest by guest inside one write transaction: for changes too
/// large to hold the whole list in memory (an import of a million rows). Lookups see what the
/// batch has written so far. Every method throws what `GuestRepository.change` would for the
/// same guests (`.guestEmailTaken`, `.guestHandleTaken`, `.guestQuestionMissing`).
public protocol GuestBatch {
    /// The event, as stored when the batch began.
    var event: Event { get }
    /// Heads of the guests accepted when the batch began.
    var acceptedHeads: Int { get }
    /// The guest with this `Guest.duplicateKey`, if any.
    func guest(withKey key: String) throws(DomainError) -> Guest?
    /// The waitlisted guest served next (`Waitlist.precedes`), as the batch has written so far.
    func firstWaitlisted() throws(DomainError) -> Guest?
    func add(_ guest: Guest) throws(DomainError)
    /// Replaces `stored`, the guest as the batch last read it, with `guest` (the same id), and
    /// queues the mail `MailNews` owes for the change.
    func update(_ guest: Guest, replacing stored: Guest) throws(DomainError)
}
