public import Domain

/// One session in `rushday agenda ... --format json`. Stable schema; every key is always present,
/// `null` when not set:
///
///     {"handle": "keynote", "title": "Opening keynote", "day": 1,
///      "startsAt": "2026-12-12T09:00:00+01:00", "endsAt": "2026-12-12T10:00:00+01:00",
///      "room": "Hall A" | null, "track": "Main" | null,
///      "speakers": [{"name": "Ada Lovelace", "email": "ada@example.org" | null}],
///      "description": "..." | null, "capacity": 120 | null,
///      "alsoIn": {"timeZone": "America/New_York", "startsAt": "...-05:00", "endsAt": "...-05:00"} | null,
///      "createdAt": "...", "updatedAt": "..."}
///
/// `day` counts the event's days in its zone (1 is the day it starts). Instants are ISO 8601 in
/// the event's zone with its offset; `alsoIn` gives them in the zone `agenda list --tz` named.
public struct SessionJSON: Encodable, Hashable, Sendable {
    public struct SpeakerJSON: Encodable, Hashable, Sendable {
        public let name: String
        public let email: String?

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(email, forKey: .email)
        }

        enum CodingKeys: String, CodingKey { case name, email }
    }

    public struct ZonedJSON: Encodable, Hashable, Sendable {
        public let timeZone: String
        public let startsAt: String
        public let endsAt: String
    }

    public let handle: String
    public let title: String
    public let day: Int
    public let startsAt: String
    public let endsAt: String
    public let room: String?
    public let track: String?
    public let speakers: [SpeakerJSON]
    public let description: String?
    public let capacity: Int?
    public let alsoIn: ZonedJSON?
    public let createdAt: String
    public let updatedAt: String

    public init(_ session: AgendaSession, event: Event, alsoIn: TimeZoneID? = nil) {
        let zone = event.timeZone
        handle = session.handle.value
        title = session.title
        day = ProgrammeDays.number(of: session.startsAt, in: event)
        startsAt = ZonedTime.iso8601(session.startsAt, in: zone)
        endsAt = ZonedTime.iso8601(session.endsAt, in: zone)
        room = session.room
        track = session.track
        speakers = session.speakers.map { SpeakerJSON(name: $0.name, email: $0.email?.value) }
        description = session.description
        capacity = session.capacity
        self.alsoIn = alsoIn.map { other in
            ZonedJSON(timeZone: other.identifier, startsAt: ZonedTime.iso8601(session.startsAt, in: other),
                      endsAt: ZonedTime.iso8601(session.endsAt, in: other))
        }
        createdAt = ZonedTime.iso8601(session.createdAt, in: zone)
        updatedAt = ZonedTime.iso8601(session.updatedAt, in: zone)
    }

    enum CodingKeys: String, CodingKey {
        case handle, title, day, startsAt, endsAt, room, track, speakers, description, capacity, alsoIn, createdAt, updatedAt
    }

    /// Nil is written as `null` (the synthesised encoder would leave the key out).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(handle, forKey: .handle)
        try container.encode(title, forKey: .title)
        try container.encode(day, forKey: .day)
        try container.encode(startsAt, forKey: .startsAt)
        try container.encode(endsAt, forKey: .endsAt)
        try container.encode(room, forKey: .room)
        try container.encode(track, forKey: .track)
        try container.encode(speakers, forKey: .speakers)
        try container.encode(description, forKey: .description)
        try container.encode(capacity, forKey: .capacity)
        try container.encode(alsoIn, forKey: .alsoIn)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
    }
}
