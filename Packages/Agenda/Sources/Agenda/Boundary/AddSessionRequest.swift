/// What `rushday agenda add EVENT TITLE` asks. Times stay as typed: a time of day ("19:30") is
/// read on `day` of the event (day 1 is the day it starts, in its zone), anything else as ISO
/// 8601 in the event's zone. Speakers are "Name" or "Name <email>". `strict` refuses a
/// session that would conflict instead of adding it with warnings; `minimumGapMinutes` is the
/// time a speaker needs between rooms.
public struct AddSessionRequest: Hashable, Sendable {
    public var event: String
    public var title: String
    public var starts: String
    public var ends: String
    public var day: Int?
    public var room: String?
    public var track: String?
    public var speakers: [String]
    public var description: String?
    public var capacity: String?
    public var strict: Bool
    public var minimumGapMinutes: Int

    public init(event: String, title: String, starts: String, ends: String, day: Int? = nil, room: String? = nil,
                track: String? = nil, speakers: [String] = [], description: String? = nil, capacity: String? = nil,
                strict: Bool = false, minimumGapMinutes: Int = ConflictRules.defaultMinimumGapMinutes) {
        self.event = event
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
