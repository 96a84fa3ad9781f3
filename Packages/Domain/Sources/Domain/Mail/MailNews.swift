public import Foundation

/// The rule that no promotion goes unannounced: whichever change moves a guest from the
/// waitlist to accepted (an RSVP, a removal, an import, a new capacity, the guest's own page),
/// every store queues this message in the same write, so it is never forgotten by one path.
public enum MailNews {
    /// The mail a guest is owed for becoming `after` from `before`: news of a promotion, for a
    /// guest with an address. Nil when nothing is owed.
    public static func owed(from before: Guest, to after: Guest, at now: Date) -> OutboxMessage? {
        guard before.status == .waitlisted, after.status == .accepted, let email = after.email else { return nil }
        return .queued(.promotion, to: after, recipient: email, at: now)
    }
}
