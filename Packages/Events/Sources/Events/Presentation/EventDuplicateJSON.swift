import Domain

/// `rushday events duplicate EVENT --format json`: every key of `EventJSON` for the new event,
/// plus the handle of the event it was made from and how many of each part came with it:
///
///     { …every EventJSON key…,
///       "duplicatedFrom": "summer-gala",
///       "copied": {"questions": 2, "ticketTypes": 3, "ticketPools": 1, "budgetLines": 4, "sessions": 6,
///                  "tasks": 9} }
public struct EventDuplicateJSON: Encodable, Hashable, Sendable {
    public struct Copied: Encodable, Hashable, Sendable {
        public let questions: Int
        public let ticketTypes: Int
        public let ticketPools: Int
        public let budgetLines: Int
        public let sessions: Int
        public let tasks: Int
    }

    public let event: EventJSON
    public let duplicatedFrom: String
    public let copied: Copied

    public init(_ response: DuplicateEventResponse) {
        event = EventJSON(event: response.created.event, role: response.created.role)
        duplicatedFrom = response.source.value
        let counts = response.copied
        copied = Copied(questions: counts.questions, ticketTypes: counts.ticketTypes, ticketPools: counts.ticketPools,
                        budgetLines: counts.budgetLines, sessions: counts.sessions, tasks: counts.tasks)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: EventJSON.CodingKeys.self)
        try event.encodeFields(into: &container)
        try container.encode(duplicatedFrom, forKey: .duplicatedFrom)
        try container.encode(copied, forKey: .copied)
    }
}
