public import Domain

/// What `rushday guests list EVENT` asks: filters that all must hold, and an order.
public struct ListGuestsRequest: Hashable, Sendable {
    public enum Sort: String, CaseIterable, Hashable, Sendable {
        /// By name (ignoring case and accents), then handle.
        case name
        /// Accepted, waitlisted (in line order), maybe, invited, declined; then by name.
        case status
        /// Most recently changed first.
        case updated
    }

    public var event: String
    public var status: RSVPStatus?
    public var tag: String?
    /// Matched, ignoring case and accents, in the name, handle, email and phone.
    public var search: String?
    public var sort: Sort

    public init(event: String, status: RSVPStatus? = nil, tag: String? = nil, search: String? = nil, sort: Sort = .name) {
        self.event = event
        self.status = status
        self.tag = tag
        self.search = search
        self.sort = sort
    }
}
