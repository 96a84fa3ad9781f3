import Domain
import Foundation
import GRDB

/// A row of `guests`. Plus-ones and tags are JSON arrays of text; answers a JSON object of
/// text by question key.
struct GuestRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "guests"

    var id: String
    var eventID: String
    var handle: String
    var name: String
    var email: String?
    var phone: String?
    var others: Int
    var plusOnes: String
    var tags: String
    var dietary: String?
    var note: String?
    var status: String
    var answers: String
    var statusChangedAt: Int64
    var createdAt: Int64
    var updatedAt: Int64

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id
        case eventID = "event_id"
        case handle, name, email, phone, others
        case plusOnes = "plus_ones"
        case tags, dietary, note, status, answers
        case statusChangedAt = "status_changed_at"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    init(_ guest: Guest) {
        id = guest.id.description
        eventID = guest.eventID.description
        handle = guest.handle.value
        name = guest.name
        email = guest.email?.value
        phone = guest.phone
        others = guest.others
        plusOnes = Self.json(guest.plusOnes)
        tags = Self.json(guest.tags)
        dietary = guest.dietary
        note = guest.note
        status = guest.status.rawValue
        answers = Self.json(guest.answers)
        statusChangedAt = Instant.milliseconds(guest.statusChangedAt)
        createdAt = Instant.milliseconds(guest.createdAt)
        updatedAt = Instant.milliseconds(guest.updatedAt)
    }

    func guest() throws(CorruptRow) -> Guest {
        let table = Self.databaseTableName
        return Guest(id: try StoredValue.identifier(id, table: table),
                     eventID: try StoredValue.identifier(eventID, table: table),
                     handle: try StoredValue.handle(handle, table: table), name: name,
                     email: try email.map { text throws(CorruptRow) in try StoredValue.email(text, table: table) },
                     phone: phone, others: others, plusOnes: try Self.list(plusOnes), tags: try Self.list(tags),
                     dietary: dietary, note: note, status: try StoredValue.raw(status, table: table),
                     answers: try Self.answers(answers),
                     statusChangedAt: Instant.date(statusChangedAt), createdAt: Instant.date(createdAt),
                     updatedAt: Instant.date(updatedAt))
    }

    private static func json(_ list: [String]) -> String {
        // Encoding an array of strings cannot fail.
        String(decoding: (try? JSONEncoder().encode(list)) ?? Data("[]".utf8), as: UTF8.self)
    }

    /// Keys sorted, so the same answers are always the same text and an unchanged guest is
    /// not rewritten.
    private static func json(_ answers: [Handle: String]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let plain = Dictionary(uniqueKeysWithValues: answers.map { ($0.key.value, $0.value) })
        return String(decoding: (try? encoder.encode(plain)) ?? Data("{}".utf8), as: UTF8.self)
    }

    private static func answers(_ text: String) throws(CorruptRow) -> [Handle: String] {
        guard let plain = try? JSONDecoder().decode([String: String].self, from: Data(text.utf8)) else {
            throw CorruptRow(table: databaseTableName, detail: "'\(text)' is not a JSON object of text")
        }
        var answers: [Handle: String] = [:]
        for (key, value) in plain {
            answers[try StoredValue.handle(key, table: databaseTableName)] = value
        }
        return answers
    }

    private static func list(_ text: String) throws(CorruptRow) -> [String] {
        guard let list = try? JSONDecoder().decode([String].self, from: Data(text.utf8)) else {
            throw CorruptRow(table: databaseTableName, detail: "'\(text)' is not a JSON array of text")
        }
        return list
    }
}
