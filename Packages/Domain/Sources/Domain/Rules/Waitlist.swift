public import Foundation

/// The capacity rule, for every change that takes or frees places, whichever feature makes it
/// (an RSVP, an update, a removal, an import row, a new capacity). Capacity counts heads: the
/// guest and everyone they bring. An acceptance whose whole party does not fit goes to the
/// waitlist; places freed go to the waitlist first come, first served: the party waitlisted
/// longest is promoted when it fits whole, then the next, and serving stops at the first that
/// does not fit, so no one is passed over by a smaller party behind them. An event without a
/// capacity has no limit. After every change the waitlist's first party does not fit (or no one
/// waits): that is what `serve` restores, inside the write that freed the places.
public enum Waitlist {
    /// Whether `left` is served before `right`: by when each joined the waitlist.
    public static func precedes(_ left: Guest, _ right: Guest) -> Bool {
        (left.statusChangedAt, left.createdAt, left.handle.value) < (right.statusChangedAt, right.createdAt, right.handle.value)
    }

    /// The waitlisted guests of `guests`, in the order they are served.
    public static func line(_ guests: [Guest]) -> [Guest] {
        guests.filter { $0.status == .waitlisted }.sorted(by: precedes)
    }

    /// The most parties ahead of a guest a position counts: a store counts them through an
    /// index, entry by entry, so a guest at the back of a line of 75,000 would cost every view
    /// of their page 75,000 entries. Past it, the position is `positionsCounted + 1` ("more than
    /// 1,000 parties ahead").
    public static let positionsCounted = 1_000

    /// Where `guest` stands in the waitlist of `guests` (1 is served next), at most
    /// `positionsCounted + 1`; nil when not waiting.
    public static func position(of guest: Guest, in guests: [Guest]) -> Int? {
        guard guest.status == .waitlisted else { return nil }
        return 1 + min(positionsCounted, guests.count { $0.status == .waitlisted && $0.id != guest.id && precedes($0, guest) })
    }

    /// Places left beside `acceptedHeads`; nil without a capacity.
    public static func placesLeft(acceptedHeads: Int, capacity: Int?) -> Int? {
        capacity.map { max(0, $0 - acceptedHeads) }
    }

    /// Whether `guest`'s whole party fits beside `acceptedHeads` (which may count the guest
    /// itself, when accepted: its own places are its to keep).
    public static func fits(_ guest: Guest, acceptedHeads: Int, capacity: Int?) -> Bool {
        guard let capacity else { return true }
        let others = acceptedHeads - (guest.status == .accepted ? guest.heads : 0)
        return others + guest.heads <= capacity
    }

    /// Accepts `guest` if the whole party fits, else puts it on the waitlist (a party already
    /// there keeps its place in the line). Returns the status given.
    @discardableResult
    public static func accept(_ guest: inout Guest, acceptedHeads: Int, capacity: Int?, now: Date) -> RSVPStatus {
        let status: RSVPStatus = fits(guest, acceptedHeads: acceptedHeads, capacity: capacity) ? .accepted : .waitlisted
        set(status, of: &guest, at: now)
        return status
    }

    /// A status that changes records when; one that stays keeps its instant (and so a
    /// waitlisted party its place).
    public static func set(_ status: RSVPStatus, of guest: inout Guest, at now: Date) {
        guard guest.status != status else { return }
        guest.status = status
        guest.statusChangedAt = now
        guest.updatedAt = now
    }

    /// Serves the waitlist: promotes the party `next` gives while it fits whole beside
    /// `acceptedHeads`, storing each through `admit` (after which `next` gives the one behind
    /// it), with the party as it waited. Returns the promoted parties in order; `acceptedHeads`
    /// ends counting them.
    public static func serve<Failure: Error>(
        capacity: Int?, acceptedHeads: inout Int, now: Date,
        next: () throws(Failure) -> Guest?, admit: (_ promoted: Guest, _ waiting: Guest) throws(Failure) -> Void
    ) throws(Failure) -> [Guest] {
        var promoted: [Guest] = []
        while let waiting = try next(), fits(waiting, acceptedHeads: acceptedHeads, capacity: capacity) {
            var waiting = waiting
            let stored = waiting
            set(.accepted, of: &waiting, at: now)
            try admit(waiting, stored)
            acceptedHeads += waiting.heads
            promoted.append(waiting)
        }
        return promoted
    }
}

extension GuestBatch {
    /// `Waitlist.serve` through the batch: the line is read from what the batch has written, one
    /// party at a time, so an import holds no list in memory.
    public func serveWaitlist(acceptedHeads: inout Int, now: Date) throws(DomainError) -> [Guest] {
        try Waitlist.serve(capacity: event.capacity, acceptedHeads: &acceptedHeads, now: now,
                           next: { () throws(DomainError) in try firstWaitlisted() },
                           admit: { guest, stored throws(DomainError) in try update(guest, replacing: stored) })
    }
}

extension GuestBatch {
    /// `acceptedHeads` with `guest` in `stored`'s place (or added, or taken off with nil): what
    /// the list would count holding it. For a batch that changes one guest.
    public func acceptedHeads(with guest: Guest?, replacing stored: Guest?) -> Int {
        acceptedHeads - (stored.map { [$0].acceptedHeads } ?? 0) + (guest.map { [$0].acceptedHeads } ?? 0)
    }

    /// Stores `guest` in place of `stored` (or takes `stored` off, with nil) and serves the
    /// waitlist with the places that frees, in the same batch: the one change of a guest every
    /// path makes (an answer, an edit, a removal). Returns the parties promoted and the heads
    /// accepted after.
    public func replace(_ stored: Guest, with guest: Guest?, now: Date) throws(DomainError) -> (promoted: [Guest], acceptedHeads: Int) {
        if let guest { try update(guest, replacing: stored) } else { try remove(stored) }
        var heads = acceptedHeads(with: guest, replacing: stored)
        let promoted = try serveWaitlist(acceptedHeads: &heads, now: now)
        return (promoted, heads)
    }
}
