public import Domain

/// The new event (its creator is its owner), the event it was made from, and how much of the
/// source's content came with it.
public struct DuplicateEventResponse: Hashable, Sendable {
    /// How many of each part of the source the copy took.
    public struct Copied: Hashable, Sendable {
        public let questions: Int
        public let ticketTypes: Int
        public let ticketPools: Int
        public let budgetLines: Int
        public let sessions: Int
        public let tasks: Int

        public init(_ content: EventContent) {
            questions = content.questions.count
            ticketTypes = content.catalog.types.count
            ticketPools = content.catalog.pools.count
            budgetLines = content.budget.count
            sessions = content.sessions.count
            tasks = content.tasks.count
        }
    }

    public let created: EventResponse
    public let source: Handle
    public let copied: Copied

    public init(created: EventResponse, source: Handle, copied: Copied) {
        self.created = created
        self.source = source
        self.copied = copied
    }
}
