/// What a duplicated event takes from its source besides its own fields: the questions asked of
/// guests, the ticket catalog, the budget lines, the programme and the checklist. Never the guests, tickets,
/// scans, expenses or mail: those belong to what happened at the source, not to its plan.
public struct EventContent: Hashable, Sendable {
    /// In the order the source asks them.
    public var questions: [GuestQuestion]
    public var catalog: TicketCatalog
    public var budget: [BudgetLine]
    /// In programme order.
    public var sessions: [AgendaSession]
    /// In checklist order; none done, nobody's reminder queued.
    public var tasks: [EventTask]

    public init(questions: [GuestQuestion] = [], catalog: TicketCatalog = TicketCatalog(), budget: [BudgetLine] = [],
                sessions: [AgendaSession] = [], tasks: [EventTask] = []) {
        self.questions = questions
        self.catalog = catalog
        self.budget = budget
        self.sessions = sessions
        self.tasks = tasks
    }

    /// Throws for the first rule the content breaks as the new event's, with the error each
    /// repository's own change refuses it with, so every store refuses a copy alike.
    public func requireValid(of event: EventID) throws(DomainError) {
        guard questions.allSatisfy({ $0.eventID == event }), catalog.types.allSatisfy({ $0.eventID == event }),
              catalog.pools.allSatisfy({ $0.eventID == event }), budget.allSatisfy({ $0.eventID == event }),
              sessions.allSatisfy({ $0.eventID == event }), tasks.allSatisfy({ $0.eventID == event })
        else { throw .referenceMissing }
        try GuestQuestion.requireUnique(questions)
        try catalog.requireConsistent()
        try Expense.requireValid([], budget, of: event)
        try AgendaSession.requireValid(sessions)
        try EventTask.requireValid(tasks)
    }
}

/// A new event made from another: the event, its owner's membership and its content, stored together.
public struct EventCopy: Hashable, Sendable {
    public var event: Event
    public var owner: Membership
    public var content: EventContent

    public init(event: Event, owner: Membership, content: EventContent) {
        self.event = event
        self.owner = owner
        self.content = content
    }
}
