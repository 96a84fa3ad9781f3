public import Domain

/// One event as the signed-in user sees it, with the dashboard sections features contribute.
public struct EventResponse: Hashable, Sendable {
    public let event: Event
    public let role: Role
    public let dashboard: [DashboardSection]

    public init(event: Event, role: Role, dashboard: [DashboardSection] = []) {
        self.event = event
        self.role = role
        self.dashboard = dashboard
    }
}
