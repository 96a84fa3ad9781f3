import Domain
import Foundation

/// An RSVP applied to one guest of a list, whoever gives it (an organiser, the guest on their
/// page): an acceptance takes places if the whole party fits, else waits in the waitlist; a
/// decline or maybe gives them up. The caller serves the waitlist after.
enum RSVPAnswer {
    /// Returns whether an acceptance went to the waitlist.
    static func apply(_ answer: RSVPRequest.Answer, toGuestAt index: Int, in guests: inout [Guest], capacity: Int?, now: Date) -> Bool {
        switch answer {
        case .accepted:
            let heads = guests.acceptedHeads
            return Waitlist.accept(&guests[index], acceptedHeads: heads, capacity: capacity, now: now) == .waitlisted
        case .declined:
            Waitlist.set(.declined, of: &guests[index], at: now)
        case .maybe:
            Waitlist.set(.maybe, of: &guests[index], at: now)
        }
        return false
    }
}
