import Domain
import Foundation

/// An RSVP applied to one guest, whoever gives it (an organiser, the guest on their page): an
/// acceptance takes places if the whole party fits, else waits in the waitlist; a decline or
/// maybe gives them up. The caller stores the guest and serves the waitlist after.
enum RSVPAnswer {
    /// `acceptedHeads` counts the list with `guest` as it is now. Returns whether an acceptance
    /// went to the waitlist.
    static func apply(_ answer: RSVPRequest.Answer, to guest: inout Guest, acceptedHeads: Int, capacity: Int?, now: Date) -> Bool {
        switch answer {
        case .accepted:
            return Waitlist.accept(&guest, acceptedHeads: acceptedHeads, capacity: capacity, now: now) == .waitlisted
        case .declined:
            Waitlist.set(.declined, of: &guest, at: now)
        case .maybe:
            Waitlist.set(.maybe, of: &guest, at: now)
        }
        return false
    }
}
