import Domain
import Foundation
import GRDB
import SQLStorage

/// A row of `guest_questions`. Choices are a JSON array of text.
struct GuestQuestionRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "guest_questions"

    var eventID: String
    var key: String
    var kind: String
    var choices: String
    var prompt: String?
    var position: Int
    var createdAt: Int64

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case eventID = "event_id"
        case key, kind, choices, prompt, position
        case createdAt = "created_at"
    }

    init(_ question: GuestQuestion, position: Int) {
        eventID = question.eventID.description
        key = question.key.value
        kind = question.kind.rawValue
        // Encoding an array of strings cannot fail.
        choices = String(decoding: (try? JSONEncoder().encode(question.choices)) ?? Data("[]".utf8), as: UTF8.self)
        prompt = question.prompt
        self.position = position
        createdAt = Instant.milliseconds(question.createdAt)
    }

    func question() throws(CorruptRow) -> GuestQuestion {
        let table = Self.databaseTableName
        guard let list = try? JSONDecoder().decode([String].self, from: Data(choices.utf8)) else {
            throw CorruptRow(table: table, detail: "'\(choices)' is not a JSON array of text")
        }
        return GuestQuestion(eventID: try StoredValue.identifier(eventID, table: table),
                             key: try StoredValue.handle(key, table: table), kind: try StoredValue.raw(kind, table: table),
                             choices: list, prompt: prompt, createdAt: Instant.date(createdAt))
    }
}
