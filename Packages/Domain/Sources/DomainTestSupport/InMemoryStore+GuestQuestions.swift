public import Domain
import Foundation

/// Guest questions by event, in their order.
struct GuestQuestionTable: InMemoryTable {
    var byEvent: [EventID: [GuestQuestion]] = [:]
}

extension InMemoryTables {
    func questions(of event: EventID) -> [GuestQuestion] {
        self[GuestQuestionTable.self].byEvent[event] ?? []
    }

    /// An event's questions go with it, as the real stores' cascades take them.
    mutating func removeQuestions(of event: EventID) {
        self[GuestQuestionTable.self].byEvent[event] = nil
    }
}

extension InMemoryStore: GuestQuestionRepository {
    public func questions(of event: EventID) -> [GuestQuestion] {
        tables.questions(of: event)
    }

    public func changeQuestions<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout [GuestQuestion], inout [Guest]) throws(DomainError) -> Outcome
    ) throws(DomainError) -> Outcome {
        try write { tables throws(DomainError) in
            guard let stored = tables.event(event) else { throw .eventMissing(event) }
            var questions = tables.questions(of: event)
            var guests = (tables[GuestTable.self].byEvent[event] ?? []).sorted(by: Guest.storeOrder)
            let outcome = try body(stored, &questions, &guests)
            guard questions.allSatisfy({ $0.eventID == event }), guests.allSatisfy({ $0.eventID == event }) else {
                throw .referenceMissing
            }
            try GuestQuestion.requireUnique(questions)
            try Guest.requireUnique(guests)
            try Guest.requireKnownAnswers(guests, questions: questions)
            tables[GuestQuestionTable.self].byEvent[event] = questions.map(\.storedForm)
            tables[GuestTable.self].byEvent[event] = guests.map(\.storedForm)
            return outcome
        }
    }
}

extension GuestQuestion {
    var storedForm: GuestQuestion {
        GuestQuestion(eventID: eventID, key: key, kind: kind, choices: choices, prompt: prompt, createdAt: createdAt.stored)
    }
}
