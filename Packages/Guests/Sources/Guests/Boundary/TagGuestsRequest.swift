/// What `rushday guests tag EVENT TAG [GUEST ...] [--remove] [--status S] [--tag T] [--search TEXT]`
/// asks: a tag to add to (or, with `remove`, take from) the guests named, else every guest the
/// filter keeps.
public struct TagGuestsRequest: Hashable, Sendable {
    public var event: String
    public var tag: String
    public var remove: Bool
    public var guests: [String]
    public var filter: GuestFilter

    public init(event: String, tag: String, remove: Bool = false, guests: [String] = [], filter: GuestFilter = GuestFilter()) {
        self.event = event
        self.tag = tag
        self.remove = remove
        self.guests = guests
        self.filter = filter
    }
}
