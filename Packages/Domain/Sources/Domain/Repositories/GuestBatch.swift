public import Foundation

/// One event's guest list changed guest by guest inside one write transaction: for changes too
/// large to hold the whole list in memory (an import of a million rows), and for a change of one
/// guest, which must cost the same at 100 guests as at 100,000 (an answer holds the write lock).
/// Lookups see what the batch has written so far, and each reads only what it names. Every method throws what `GuestRepository.change` would for the
/// same guests (`.guestEmailTaken`, `.guestHandleTaken`, `.guestQuestionMissing`).
public protocol GuestBatch {
    /// The event, as stored when the batch began.
    var event: Event { get }
    /// Heads of the guests accepted when the batch began (a count the store keeps, not a sum).
    var acceptedHeads: Int { get }
    /// The guest `key` names, if any.
    func guest(_ key: GuestKey) throws(DomainError) -> Guest?
    /// The guest with this `Guest.duplicateKey`, if any.
    func guest(withKey key: String) throws(DomainError) -> Guest?
    /// The waitlisted guest served next (`Waitlist.precedes`), as the batch has written so far.
    func firstWaitlisted() throws(DomainError) -> Guest?
    /// The event's registrations left unconfirmed since before `instant` (`statusChangedAt`),
    /// oldest first, at most `limit`: what a registration clears away once they expired.
    func unconfirmed(before instant: Date, limit: Int) throws(DomainError) -> [Guest]
    /// Where `guest` stands in the waitlist (`Waitlist.position`), counting only the parties
    /// ahead of it.
    func waitlistPosition(of guest: Guest) throws(DomainError) -> Int?
    func add(_ guest: Guest) throws(DomainError)
    /// Replaces `stored`, the guest as the batch last read it, with `guest` (the same id), and
    /// queues the mail `MailNews` owes for the change.
    func update(_ guest: Guest, replacing stored: Guest) throws(DomainError)
    /// Takes `guest` off the list, with the mail waiting for them.
    func remove(_ guest: Guest) throws(DomainError)
    /// Queues `messages` in this write, as `MailOutboxRepository.queue` does: the notices a
    /// change owes go with it or not at all.
    func queue(_ messages: [OutboxMessage]) throws(DomainError)
}
