/// One page of an event's guests: those every given filter keeps, in `order`, from `offset`,
/// at most `limit` of them (all when nil). A store answers it through its indexes, so the
/// first page of 100,000 guests costs what the first page of 1,000 does.
public struct GuestQuery: Hashable, Sendable {
    public enum Order: String, CaseIterable, Hashable, Sendable {
        /// By name (ignoring case, accents and widths), then handle.
        case name
        /// Accepted, waitlisted (in the order the line is served), pending, maybe, invited,
        /// unconfirmed, declined;
        /// within each, by name.
        case status
        /// Most recently changed first; ties by name.
        case updated
    }

    public var status: RSVPStatus?
    /// A tag, folded (`GuestKeys.folded`): guests with a tag that folds to it.
    public var tag: String?
    /// Text, folded: guests whose name, handle, email or phone, folded, contains it.
    public var search: String?
    public var order: Order
    public var offset: Int
    public var limit: Int?

    public init(status: RSVPStatus? = nil, tag: String? = nil, search: String? = nil, order: Order = .name,
                offset: Int = 0, limit: Int? = nil) {
        self.status = status
        self.tag = tag
        self.search = search
        self.order = order
        self.offset = offset
        self.limit = limit
    }

    /// Whether the query needs more than a status's count to say how many guests it matches.
    public var filtersText: Bool { tag != nil || search != nil }

    /// Whether `guest` passes every filter: the rule the stores' WHERE clauses follow.
    public func keeps(_ guest: Guest) -> Bool {
        if let status, guest.status != status { return false }
        if let tag, !GuestKeys.tagged(GuestKeys.tags(of: guest), tag) { return false }
        if let search, !GuestKeys.search(of: guest).contains(search) { return false }
        return true
    }

    /// The order of the page's guests, `order` then the tie-breaks: the rule the stores' ORDER
    /// BY clauses follow. Keys are compared as Swift compares strings' scalars, which is the
    /// stores' bytewise order of UTF-8.
    public func ordered(_ guests: [Guest]) -> [Guest] {
        let keyed = guests.map { (name: GuestKeys.name(of: $0), guest: $0) }
        let byName: ((name: String, guest: Guest), (name: String, guest: Guest)) -> Bool = { left, right in
            Self.bytewise(left.name, left.guest.handle.value, precedes: right.name, right.guest.handle.value)
        }
        switch order {
        case .name:
            return keyed.sorted(by: byName).map(\.guest)
        case .status:
            return keyed.sorted { left, right in
                let (leftRank, rightRank) = (Self.statusRank(left.guest.status), Self.statusRank(right.guest.status))
                if leftRank != rightRank { return leftRank < rightRank }
                if left.guest.status == .waitlisted { return Waitlist.precedes(left.guest, right.guest) }
                return byName(left, right)
            }.map(\.guest)
        case .updated:
            return keyed.sorted { left, right in
                if left.guest.updatedAt != right.guest.updatedAt { return left.guest.updatedAt > right.guest.updatedAt }
                return byName(left, right)
            }.map(\.guest)
        }
    }

    /// The statuses in the order `.status` lists them.
    public static let statusOrder: [RSVPStatus] = [.accepted, .waitlisted, .pending, .maybe, .invited, .unconfirmed, .declined]

    static func statusRank(_ status: RSVPStatus) -> Int { statusOrder.firstIndex(of: status)! }

    private static func bytewise(_ leftKey: String, _ leftHandle: String, precedes rightKey: String, _ rightHandle: String) -> Bool {
        if leftKey != rightKey { return leftKey.utf8.lexicographicallyPrecedes(rightKey.utf8) }
        return leftHandle.utf8.lexicographicallyPrecedes(rightHandle.utf8)
    }

    /// `guests` (all of one event) answered as a store answers this query: the rule each store
    /// is tested against.
    public func page(of guests: [Guest]) -> GuestQueryPage {
        let kept = ordered(guests.filter(keeps))
        let counts = Dictionary(grouping: guests, by: \.status).mapValues(\.count)
        let rest = kept.dropFirst(offset)
        return GuestQueryPage(guests: Array(limit.map { rest.prefix($0) } ?? rest), matching: kept.count, counts: counts)
    }
}

/// What a store answers a `GuestQuery`: the page's guests, how many guests the filters keep
/// in all, and how many guests of the event have each status (whatever the filters).
public struct GuestQueryPage: Hashable, Sendable {
    public let guests: [Guest]
    public let matching: Int
    /// Statuses no guest has are absent.
    public let counts: [RSVPStatus: Int]

    public init(guests: [Guest], matching: Int, counts: [RSVPStatus: Int]) {
        self.guests = guests
        self.matching = matching
        self.counts = counts.filter { $0.value > 0 }
    }

    /// Every guest of the event.
    public var total: Int { counts.values.reduce(0, +) }
}
