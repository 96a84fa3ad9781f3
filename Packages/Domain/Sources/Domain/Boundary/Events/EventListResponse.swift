/// The events a user is a member of, each with their role.
public struct EventListResponse: Hashable, Sendable {
    public struct Item: Hashable, Sendable {
        public let event: Event
        public let role: Role

        public init(event: Event, role: Role) {
            self.event = event
            self.role = role
        }
    }

    public let items: [Item]

    public init(items: [Item]) {
        self.items = items
    }
}
