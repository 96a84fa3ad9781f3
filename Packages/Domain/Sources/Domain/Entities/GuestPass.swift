/// A guest who opened their personal link: on a guest's page, the only "who" there is. It
/// grants that guest's own pages and nothing else.
public struct GuestPass: Hashable, Sendable {
    public let event: Event
    public let guest: Guest

    public init(event: Event, guest: Guest) {
        self.event = event
        self.guest = guest
    }
}
