public import Domain

/// The programme, day by day in the event's zone. `viewerZone` is set when the viewer's zone
/// shows different clock times from the event's during the programme; `alsoIn` is the zone every
/// time is shown in beside the event's, when asked for.
public struct AgendaListResponse: Hashable, Sendable {
    public struct Day: Hashable, Sendable {
        /// 1 is the day the event starts (in its zone); sessions before it get 0 or less.
        public let number: Int
        public let date: WallTime
        public let sessions: [AgendaSession]

        public init(number: Int, date: WallTime, sessions: [AgendaSession]) {
            self.number = number
            self.date = date
            self.sessions = sessions
        }
    }

    public let event: Event
    public let days: [Day]
    public let viewerZone: TimeZoneID?
    public let alsoIn: TimeZoneID?

    public init(event: Event, days: [Day], viewerZone: TimeZoneID? = nil, alsoIn: TimeZoneID? = nil) {
        self.event = event
        self.days = days
        self.viewerZone = viewerZone
        self.alsoIn = alsoIn
    }
}
