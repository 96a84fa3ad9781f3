/// What `rushday agenda list EVENT` asks. `viewerZone` is the zone of the person looking (the
/// system's, as the App finds it); `alsoIn` is "local" (that zone) or a zone name, to show every
/// time in it beside the event's.
public struct ListAgendaRequest: Hashable, Sendable {
    public var event: String
    public var day: Int?
    public var room: String?
    public var track: String?
    public var viewerZone: String?
    public var alsoIn: String?

    public init(event: String, day: Int? = nil, room: String? = nil, track: String? = nil, viewerZone: String? = nil,
                alsoIn: String? = nil) {
        self.event = event
        self.day = day
        self.room = room
        self.track = track
        self.viewerZone = viewerZone
        self.alsoIn = alsoIn
    }
}
