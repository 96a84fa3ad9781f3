public import Domain

extension SQLStore {
    /// Holding the source's row (`lockedEvent`: every change of its content takes it too, so the
    /// questions, catalog, budget, programme and checklist are read as one state on PostgreSQL as well),
    /// reads the content, lets `make` build the copy and inserts it all in the same transaction.
    /// The handle is taken by the insert itself (skipping a taken one, then numbering under the
    /// lock `createNumberingHandle` takes, or refusing), so a racing writer never gets it too.
    public func createCopy(of source: EventID, numberingHandle: Bool,
                           _ make: @Sendable (Event, EventContent) throws(DomainError) -> EventCopy) async throws(DomainError) -> EventCopy {
        try await writing { db in
            let stored = try Self.lockedEvent(source, db)
            let content = EventContent(questions: try Self.questions(of: source, db), catalog: try Self.catalog(of: source, db),
                                       budget: try Self.budgetLines(of: source, db), sessions: try Self.agendaSessions(of: source, db),
                                       tasks: try Self.tasks(of: source, db))
            var copy = try make(stored, content)
            try copy.content.requireValid(of: copy.event.id)
            if numberingHandle { try db.lock("events.handle") }
            let wanted = copy.event.handle
            var number = 1
            while try db.execute(EventRow.insert(copy.event, skippingTakenHandle: true)) == 0 {
                guard numberingHandle else { throw DomainError.handleTaken(wanted) }
                number += 1
                copy.event.handle = wanted.numbered(number)
            }
            try db.execute(MembershipRow.insert(copy.owner))
            for (position, question) in copy.content.questions.enumerated() {
                try db.execute(GuestQuestionRow.insert(question, position: position))
            }
            // Pools first: a type names its pool.
            for pool in copy.content.catalog.pools { try db.execute(TicketPoolRow.upsert(pool)) }
            for type in copy.content.catalog.types { try db.execute(TicketTypeRow.insert(type)) }
            for line in copy.content.budget { try db.execute(BudgetLineRow.insert(line)) }
            for session in copy.content.sessions { try db.execute(AgendaSessionRow.upsert(session)) }
            for task in copy.content.tasks { try db.execute(TaskRow.upsert(task)) }
            return copy
        }
    }
}
