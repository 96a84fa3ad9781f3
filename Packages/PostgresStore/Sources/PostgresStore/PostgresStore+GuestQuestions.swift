public import Domain
import PostgresNIO

extension PostgresStore: GuestQuestionRepository {
    public func questions(of event: EventID) async throws(DomainError) -> [GuestQuestion] {
        try await read { connection in try await Self.questions(of: event, on: connection) }
    }

    /// Like `change(event:)`: under the event's row lock, reads, runs `body` and writes the
    /// difference of the questions and the guests. The questions are rewritten whole (an event
    /// has a handful), so their positions follow the list.
    public func changeQuestions<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout [GuestQuestion], inout [Guest]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await write { connection in
            let stored = try await Self.lockedEvent(event, on: connection)
            let before = try await Self.questions(of: event, on: connection)
            let guestsBefore = try await Self.guests(of: event, on: connection)
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
                try await connection.execute("DELETE FROM guest_questions WHERE event_id = \(event.description)")
                for (position, question) in questions.enumerated() {
                    try await connection.execute(GuestQuestionRow.insert(question, position: position))
                }
            }
            try await Self.write(guests, replacing: guestsBefore, on: connection)
            return outcome
        }
    }

    static func questions(of event: EventID, on connection: PostgresConnection) async throws -> [GuestQuestion] {
        try await connection.all("""
            SELECT \(unescaped: GuestQuestionRow.columns) FROM guest_questions
            WHERE event_id = \(event.description) ORDER BY position
            """, GuestQuestionRow.read)
    }
}
