public import Domain

/// An event's ticket types and pools with what each has sold, after a command; `changed` is the
/// type the command added, updated or removed (nil for a list or a pool).
public struct TicketTypesResponse: Hashable, Sendable {
    public let event: Event
    public let catalog: TicketCatalog
    public let counts: TicketCounts
    public let changed: TicketType?

    public init(event: Event, catalog: TicketCatalog, counts: TicketCounts, changed: TicketType? = nil) {
        self.event = event
        self.catalog = catalog
        self.counts = counts
        self.changed = changed
    }

    /// What `type`'s quota and its pool still allow; nil: no limit.
    public func left(of type: TicketType) -> Int? {
        Quota.placesLeft(type, in: catalog, counts: counts)
    }
}
