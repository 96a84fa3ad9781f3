import Domain
import Foundation
import PostgresNIO
import SQLStorage

/// `guest_questions` columns, in the order `GuestQuestionRow.read` takes them. Choices are a
/// JSON array of text, as in SQLiteStore.
enum GuestQuestionRow {
    static let columns = "event_id, key, kind, choices, prompt, position, created_at"
    private static let table = "guest_questions"

    static func read(_ row: PostgresRow) throws -> GuestQuestion {
        let (eventID, key, kind, choices, prompt, _, createdAt) =
            try row.decode((String, String, String, String, String?, Int64, Int64).self)
        guard let list = try? JSONDecoder().decode([String].self, from: Data(choices.utf8)) else {
            throw CorruptRow(table: table, detail: "'\(choices)' is not a JSON array of text")
        }
        return GuestQuestion(eventID: try StoredValue.identifier(eventID, table: table),
                             key: try StoredValue.handle(key, table: table), kind: try StoredValue.raw(kind, table: table),
                             choices: list, prompt: prompt, createdAt: Instant.date(createdAt))
    }

    static func insert(_ question: GuestQuestion, position: Int) -> PostgresQuery {
        // Encoding an array of strings cannot fail.
        let choices = String(decoding: (try? JSONEncoder().encode(question.choices)) ?? Data("[]".utf8), as: UTF8.self)
        return """
            INSERT INTO guest_questions (\(unescaped: columns))
            VALUES (\(question.eventID.description), \(question.key.value), \(question.kind.rawValue), \(choices),
                    \(question.prompt), \(Int64(position)), \(Instant.milliseconds(question.createdAt)))
            """
    }
}
