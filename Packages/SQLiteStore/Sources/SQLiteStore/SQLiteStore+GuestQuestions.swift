public import Domain
import GRDB

extension SQLiteStore: GuestQuestionRepository {
    public func questions(of event: EventID) async throws(DomainError) -> [GuestQuestion] {
        let key = event.description
        return try await read { db in try Self.questions(of: key, in: db) }
    }

    /// Like `change(event:)`: reads, runs `body` and writes the difference of the questions and
    /// the guests inside one IMMEDIATE transaction. The questions are rewritten whole (an event
    /// has a handful), so their positions follow the list.
    public func changeQuestions<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout [GuestQuestion], inout [Guest]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        let key = event.description
        return try await write { db in
            guard let stored = try EventRecord.fetchOne(db, key: key)?.event() else { throw DomainError.eventMissing(event) }
            let before = try Self.questions(of: key, in: db)
            let guestsBefore = try Self.guests(of: key, in: db)
            var questions = before
            var guests = try guestsBefore.map { record throws(CorruptRow) in try record.guest() }
            let outcome = try body(stored, &questions, &guests)
            guard questions.allSatisfy({ $0.eventID == event }), guests.allSatisfy({ $0.eventID == event }) else {
                throw DomainError.referenceMissing
            }
            try GuestQuestion.requireUnique(questions)
            try Guest.requireUnique(guests)
            try Guest.requireKnownAnswers(guests, questions: questions)
            if questions != before {
                _ = try GuestQuestionRecord.filter(GuestQuestionRecord.CodingKeys.eventID == key).deleteAll(db)
                for (position, question) in questions.enumerated() {
                    try GuestQuestionRecord(question, position: position).insert(db)
                }
            }
            try Self.write(guests, replacing: guestsBefore, in: db)
            return outcome
        }
    }

    static func questions(of event: String, in db: Database) throws -> [GuestQuestion] {
        try GuestQuestionRecord.filter(GuestQuestionRecord.CodingKeys.eventID == event)
            .order(GuestQuestionRecord.CodingKeys.position).fetchAll(db)
            .map { record throws(CorruptRow) in try record.question() }
    }
}
