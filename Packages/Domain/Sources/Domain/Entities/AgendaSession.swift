public import Foundation

/// One slot of an event's programme: a talk, a workshop, a meal. Named `AgendaSession` because a
/// `UserSession` is a sign-in. The store, the Agenda feature and the calendar export share it.
public struct AgendaSession: Hashable, Sendable, Codable {
    public let id: AgendaSessionID
    public let eventID: EventID
    /// The short name typed for the session, unique within the event.
    public var handle: Handle
    public var title: String
    public var startsAt: Date
    /// After `startsAt`: a session lasts some time.
    public var endsAt: Date
    public var room: String?
    public var track: String?
    /// In the order the organiser gave them.
    public var speakers: [Speaker]
    public var description: String?
    /// Seats in the room for this session; nil when it does not matter.
    public var capacity: Int?
    public let createdAt: Date
    public var updatedAt: Date

    public init(id: AgendaSessionID, eventID: EventID, handle: Handle, title: String, startsAt: Date, endsAt: Date,
                room: String? = nil, track: String? = nil, speakers: [Speaker] = [], description: String? = nil,
                capacity: Int? = nil, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.eventID = eventID
        self.handle = handle
        self.title = title
        self.startsAt = startsAt
        self.endsAt = endsAt
        self.room = room
        self.track = track
        self.speakers = speakers
        self.description = description
        self.capacity = capacity
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

extension AgendaSession {
    /// Throws for the first handle two sessions of one programme share, or the first session
    /// that does not end after it starts: every store checks this before writing, so all
    /// stores refuse alike with the value named.
    public static func requireValid(_ sessions: [AgendaSession]) throws(DomainError) {
        var handles: Set<Handle> = []
        for session in sessions {
            if !handles.insert(session.handle).inserted { throw .agendaSessionHandleTaken(session.handle) }
            if session.endsAt <= session.startsAt { throw .agendaSessionEndsBeforeStart }
        }
    }

    /// The order every store lists a programme in: by start, then end, then handle.
    public static func programmeOrder(_ left: AgendaSession, _ right: AgendaSession) -> Bool {
        (left.startsAt, left.endsAt, left.handle.value) < (right.startsAt, right.endsAt, right.handle.value)
    }
}
