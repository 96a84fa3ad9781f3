public import Domain

/// The guests a bulk tag change chose (`chosen`) and how many of them it changed: those who
/// had the tag already (or, removing, did not) are left as they were.
public struct TagGuestsResponse: Hashable, Sendable {
    public let event: Event
    public let tag: String
    public let removed: Bool
    public let chosen: Int
    public let changed: Int

    public init(event: Event, tag: String, removed: Bool, chosen: Int, changed: Int) {
        self.event = event
        self.tag = tag
        self.removed = removed
        self.chosen = chosen
        self.changed = changed
    }
}
