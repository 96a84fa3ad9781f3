public import Domain

/// One event as the signed-in user sees it (staff without its budget), with the dashboard sections features contribute
/// and, after an update, the waitlisted parties it promoted.
public struct EventResponse: Hashable, Sendable {
    public let event: Event
    public let role: Role
    public let dashboard: [DashboardSection]
    /// The waitlisted parties a change let in (a new capacity), in the order promoted.
    public let promoted: [Guest]

    public init(event: Event, role: Role, dashboard: [DashboardSection] = [], promoted: [Guest] = []) {
        self.event = event.seen(by: role)
        self.role = role
        self.dashboard = dashboard
        self.promoted = promoted
    }
}
