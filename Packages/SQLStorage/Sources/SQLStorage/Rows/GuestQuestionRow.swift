import Domain

/// A row of `guest_questions`, in the order `read` takes its columns. Choices are a JSON array
/// of text (`JSONText`); `position` keeps the list's order and is not read back.
enum GuestQuestionRow {
    static let table = "guest_questions"
    static let columns = "event_id, key, kind, choices, prompt, created_at"

    static func read(_ row: any SQLRow) throws -> GuestQuestion {
        GuestQuestion(eventID: try StoredValue.identifier(try row.text(0), table: table),
                      key: try StoredValue.handle(try row.text(1), table: table),
                      kind: try StoredValue.raw(try row.text(2), table: table),
                      choices: try JSONText.list(try row.text(3), table: table), prompt: try row.optionalText(4),
                      createdAt: Instant.date(try row.integer(5)))
    }

    static func insert(_ question: GuestQuestion, position: Int) -> SQL {
        """
        INSERT INTO guest_questions (\(raw: columns), position)
        VALUES (\(question.eventID), \(question.key), \(question.kind.rawValue), \(JSONText.text(question.choices)),
                \(question.prompt), \(Instant.milliseconds(question.createdAt)), \(position))
        """
    }
}
