/// What `rushday agenda update EVENT SESSION` asks. Nil keeps a field; for the optional ones
/// (room, track, description, capacity) the exact empty text "" clears it. `speakers` replaces
/// the list when given; one "" empties it. A new start alone moves the session and keeps its
/// length; a day alone moves it to the same clock time on that day; a time of day without
/// `day` is read on the day the session starts now.
public struct UpdateSessionRequest: Hashable, Sendable {
    public var event: String
    public var session: String
    public var title: String?
    public var starts: String?
    public var ends: String?
    public var day: Int?
    public var room: String?
    public var track: String?
    public var speakers: [String]?
    public var description: String?
    public var capacity: String?
    public var strict: Bool
    public var minimumGapMinutes: Int

    public init(event: String, session: String, title: String? = nil, starts: String? = nil, ends: String? = nil,
                day: Int? = nil, room: String? = nil, track: String? = nil, speakers: [String]? = nil,
                description: String? = nil, capacity: String? = nil, strict: Bool = false,
                minimumGapMinutes: Int = ConflictRules.defaultMinimumGapMinutes) {
        self.event = event
        self.session = session
        self.title = title
        self.starts = starts
        self.ends = ends
        self.day = day
        self.room = room
        self.track = track
        self.speakers = speakers
        self.description = description
        self.capacity = capacity
        self.strict = strict
        self.minimumGapMinutes = minimumGapMinutes
    }
}
