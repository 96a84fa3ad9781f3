public import Domain

extension SQLStore {
    public func questions(of event: EventID) async throws(DomainError) -> [GuestQuestion] {
        try await readingStatement(Self.questionsQuery(of: event), GuestQuestionRow.read)
    }

    /// Like `change(event:)`: holding the event, reads, runs `body` and writes the difference of
    /// the questions and the guests in one write transaction. The questions are rewritten whole
    /// (an event has a handful), so their positions follow the list.
    public func changeQuestions<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout [GuestQuestion], inout [Guest]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await writing { db in
            let stored = try Self.lockedEvent(event, db)
            let before = try Self.questions(of: event, db)
            let guestsBefore = try Self.guests(of: event, db)
            var questions = before
            var guests = guestsBefore
            let outcome = try body(stored, &questions, &guests)
            guard questions.allSatisfy({ $0.eventID == event }), guests.allSatisfy({ $0.eventID == event }) else {
                throw DomainError.referenceMissing
            }
            try GuestQuestion.requireUnique(questions)
            try Guest.requireUnique(guests)
            try Guest.requireKnownAnswers(guests, questions: questions)
            if questions != before {
                try db.execute("DELETE FROM guest_questions WHERE event_id = \(event)")
                for (position, question) in questions.enumerated() {
                    try db.execute(GuestQuestionRow.insert(question, position: position))
                }
            }
            try Self.write(guests, replacing: guestsBefore, db)
            return outcome
        }
    }

    static func questions(of event: EventID, _ db: any SQLExecutor) throws -> [GuestQuestion] {
        try db.all(questionsQuery(of: event), GuestQuestionRow.read)
    }

    private static func questionsQuery(of event: EventID) -> SQL {
        "SELECT \(raw: GuestQuestionRow.columns) FROM guest_questions WHERE event_id = \(event) ORDER BY position"
    }
}
