public import Domain

/// What `rushday guests list EVENT` asks: filters that all must hold, an order, and which
/// part of the list (all of it unless a limit is given).
public struct ListGuestsRequest: Hashable, Sendable {
    /// By name (ignoring case, accents and widths), by status, or most recently changed first.
    public typealias Sort = GuestQuery.Order

    public var event: String
    public var status: RSVPStatus?
    /// Matched ignoring case, accents and widths.
    public var tag: String?
    /// Matched, ignoring case, accents and widths, in the name, handle, email and phone.
    public var search: String?
    public var sort: Sort
    /// How many of the guests the filters keep to pass over, in the order asked.
    public var offset: Int
    /// The most guests to answer with; nil for all.
    public var limit: Int?

    public init(event: String, status: RSVPStatus? = nil, tag: String? = nil, search: String? = nil, sort: Sort = .name,
                offset: Int = 0, limit: Int? = nil) {
        self.event = event
        self.status = status
        self.tag = tag
        self.search = search
        self.sort = sort
        self.offset = offset
        self.limit = limit
    }
}
