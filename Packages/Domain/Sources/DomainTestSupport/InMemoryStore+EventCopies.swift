public import Domain

extension InMemoryStore: EventCopyRepository {
    public func createCopy(of source: EventID, numberingHandle: Bool,
                           _ make: @Sendable (Event, EventContent) throws(DomainError) -> EventCopy) throws(DomainError) -> EventCopy {
        try write { tables throws(DomainError) in
            guard let stored = tables.event(source) else { throw .eventMissing(source) }
            let content = EventContent(questions: tables.questions(of: source), catalog: tables.catalog(of: source),
                                       budget: tables.budget(of: source),
                                       sessions: (tables[AgendaTable.self].byEvent[source] ?? []).sorted(by: AgendaSession.programmeOrder),
                                       tasks: (tables[TaskTable.self].byEvent[source] ?? []).sorted(by: EventTask.checklistOrder))
            var copy = try make(stored, content)
            let id = copy.event.id
            try copy.content.requireValid(of: id)
            if numberingHandle {
                let wanted = copy.event.handle
                var number = 1
                while tables[EventTable.self].isTaken(copy.event.handle) {
                    number += 1
                    copy.event.handle = wanted.numbered(number)
                }
            }
            try tables.insert(copy.event, owner: copy.owner)
            tables[GuestQuestionTable.self].byEvent[id] = copy.content.questions.map(\.storedForm)
            tables[TicketCatalogTable.self].byEvent[id] = TicketCatalog(types: copy.content.catalog.types.map(\.storedForm),
                                                                        pools: copy.content.catalog.pools)
            tables[ExpenseTable.self].lines[id] = copy.content.budget.map(\.storedForm)
            tables[AgendaTable.self].byEvent[id] = copy.content.sessions.map(\.storedForm)
            tables[TaskTable.self].byEvent[id] = copy.content.tasks.map(\.storedForm)
            return copy
        }
    }
}
