public import Domain

/// `rushday events show EVENT --format json`: every key of `EventJSON`, plus the dashboard
/// sections in the order shown on screen ("members" first):
///
///     {
///       …every EventJSON key…,
///       "dashboard": [
///         {"key": "members", "title": "Members",
///          "items": [{"label": "Owner", "value": "1"}, {"label": "Organizers", "value": "2"}, …]},
///         …one object per feature section…
///       ]
///     }
///
/// Item values are display text; a section's `key` is stable, its `title` and labels are not.
public struct EventDashboardJSON: Encodable, Hashable, Sendable {
    public let event: EventJSON
    public let dashboard: [DashboardSection]

    public init(_ response: EventResponse) {
        event = EventJSON(event: response.event, role: response.role)
        dashboard = response.dashboard
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: EventJSON.CodingKeys.self)
        try event.encodeFields(into: &container)
        try container.encode(dashboard, forKey: .dashboard)
    }
}
