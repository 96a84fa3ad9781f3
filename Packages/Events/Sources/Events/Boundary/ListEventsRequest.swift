public import Domain

/// `rushday events list [--upcoming | --past] [--status STATUS]`.
public struct ListEventsRequest: Sendable {
    public enum Window: String, Sendable, Hashable, CaseIterable { case all, upcoming, past }

    public var window: Window
    public var status: EventStatus?

    public init(window: Window = .all, status: EventStatus? = nil) {
        self.window = window
        self.status = status
    }
}
