public import Domain

/// The events a user is a member of, each with their role, and the filter that chose them (so
/// an empty answer can tell "none match" from "none at all").
public struct EventListResponse: Hashable, Sendable {
    public struct Item: Hashable, Sendable {
        public let event: Event
        public let role: Role

        /// Staff see the event without its budget.
        public init(event: Event, role: Role) {
            self.event = event.seen(by: role)
            self.role = role
        }
    }

    public let items: [Item]
    public let window: ListEventsRequest.Window
    public let status: EventStatus?

    public init(items: [Item], window: ListEventsRequest.Window = .all, status: EventStatus? = nil) {
        self.items = items
        self.window = window
        self.status = status
    }
}
