import Domain
import Foundation

/// Capacity counts heads, not rows: the guest and everyone they bring. An acceptance whose whole
/// party does not fit goes to the waitlist; places freed (a decline, a removal, a smaller party)
/// go to the waitlist first come, first served: the oldest waitlisted party is promoted when it
/// fits whole, then the next, and promotion stops at the first that does not fit, so no one is
/// passed over by a smaller party behind them. An event without a capacity has no limit.
enum Seating {
    /// Nil when the event has no capacity.
    static func placesLeft(_ guests: [Guest], capacity: Int?) -> Int? {
        capacity.map { max(0, $0 - guests.acceptedHeads) }
    }

    /// The waitlist in the order it is served: by when each party joined it.
    static func waitlist(_ guests: [Guest]) -> [Guest] {
        guests.filter { $0.status == .waitlisted }.sorted {
            ($0.statusChangedAt, $0.createdAt, $0.handle.value) < ($1.statusChangedAt, $1.createdAt, $1.handle.value)
        }
    }

    /// Accepts `guests[index]` if the whole party fits beside the others accepted, else puts it
    /// on the waitlist (a party already there keeps its place in the line). Returns the status given.
    @discardableResult
    static func accept(_ guests: inout [Guest], at index: Int, capacity: Int?, now: Date) -> RSVPStatus {
        let guest = guests[index]
        let others = guests.acceptedHeads - (guest.status == .accepted ? guest.heads : 0)
        let status: RSVPStatus = capacity.map { others + guest.heads <= $0 } ?? true ? .accepted : .waitlisted
        set(status, of: &guests[index], at: now)
        return status
    }

    /// Promotes waitlisted parties, oldest first, while the next one fits whole. Returns them
    /// in the order promoted.
    static func promote(_ guests: inout [Guest], capacity: Int?, now: Date) -> [Guest] {
        var promoted: [Guest] = []
        for waiting in waitlist(guests) {
            guard let index = guests.firstIndex(where: { $0.id == waiting.id }) else { continue }
            guard accept(&guests, at: index, capacity: capacity, now: now) == .accepted else { break }
            promoted.append(guests[index])
        }
        return promoted
    }

    /// A status that changes records when; one that stays keeps its instant (and so a
    /// waitlisted party its place).
    static func set(_ status: RSVPStatus, of guest: inout Guest, at now: Date) {
        guard guest.status != status else { return }
        guest.status = status
        guest.statusChangedAt = now
        guest.updatedAt = now
    }
}
