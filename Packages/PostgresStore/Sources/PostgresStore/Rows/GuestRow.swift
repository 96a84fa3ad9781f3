import Domain
import Foundation
import PostgresNIO
import SQLStorage

/// `guests` columns, in the order `GuestRow.read` and `GuestRow.values` take them. Plus-ones,
/// tags and answers are JSON text exactly as SQLiteStore writes them (JSONEncoder's output,
/// answers with sorted keys), so a copied row is the same row and an unchanged guest is not
/// rewritten. `match_key` is `Guest.duplicateKey`, kept for lookups only.
enum GuestRow {
    static let columns = """
        id, event_id, handle, name, email, phone, others, plus_ones, tags, dietary, note, status, answers, \
        status_changed_at, created_at, updated_at, match_key
        """
    static let count = 17
    private static let table = "guests"

    static func read(_ row: PostgresRow) throws -> Guest {
        let (id, eventID, handle, name, email, phone, others, plusOnes, tags, dietary, note, status, answers,
             statusChangedAt, createdAt, updatedAt, _) =
            try row.decode((String, String, String, String, String?, String?, Int64, String, String, String?, String?,
                            String, String, Int64, Int64, Int64, String).self)
        return Guest(id: try StoredValue.identifier(id, table: table),
                     eventID: try StoredValue.identifier(eventID, table: table),
                     handle: try StoredValue.handle(handle, table: table), name: name,
                     email: try email.map { text throws(CorruptRow) in try StoredValue.email(text, table: table) },
                     phone: phone, others: Int(others), plusOnes: try list(plusOnes), tags: try list(tags),
                     dietary: dietary, note: note, status: try StoredValue.raw(status, table: table),
                     answers: try self.answers(answers),
                     statusChangedAt: Instant.date(statusChangedAt), createdAt: Instant.date(createdAt),
                     updatedAt: Instant.date(updatedAt))
    }

    static func values(_ guest: Guest) -> PostgresBindings {
        var bindings = PostgresBindings()
        bindings.append(guest.id.description)
        bindings.append(guest.eventID.description)
        bindings.append(guest.handle.value)
        bindings.append(guest.name)
        bindings.append(guest.email?.value)
        bindings.append(guest.phone)
        bindings.append(Int64(guest.others))
        bindings.append(json(guest.plusOnes))
        bindings.append(json(guest.tags))
        bindings.append(guest.dietary)
        bindings.append(guest.note)
        bindings.append(guest.status.rawValue)
        bindings.append(json(guest.answers))
        bindings.append(Instant.milliseconds(guest.statusChangedAt))
        bindings.append(Instant.milliseconds(guest.createdAt))
        bindings.append(Instant.milliseconds(guest.updatedAt))
        bindings.append(guest.duplicateKey)
        return bindings
    }

    static let insertSQL = "INSERT INTO guests (\(columns)) VALUES (\((1...count).map { "$\($0)" }.joined(separator: ", ")))"

    /// Every column but the id ($1) and the event.
    static let updateSQL = """
        UPDATE guests SET handle = $3, name = $4, email = $5, phone = $6, others = $7, plus_ones = $8, tags = $9,
            dietary = $10, note = $11, status = $12, answers = $13, status_changed_at = $14, created_at = $15,
            updated_at = $16, match_key = $17
        WHERE id = $1 AND event_id = $2
        RETURNING 1
        """

    static func json(_ list: [String]) -> String {
        if list.isEmpty { return "[]" }
        // Encoding an array of strings cannot fail.
        return String(decoding: (try? JSONEncoder().encode(list)) ?? Data("[]".utf8), as: UTF8.self)
    }

    /// Keys sorted, so the same answers are always the same text.
    static func json(_ answers: [Handle: String]) -> String {
        if answers.isEmpty { return "{}" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let plain = Dictionary(uniqueKeysWithValues: answers.map { ($0.key.value, $0.value) })
        return String(decoding: (try? encoder.encode(plain)) ?? Data("{}".utf8), as: UTF8.self)
    }

    static func list(_ text: String) throws(CorruptRow) -> [String] {
        if text == "[]" { return [] }
        guard let list = try? JSONDecoder().decode([String].self, from: Data(text.utf8)) else {
            throw CorruptRow(table: table, detail: "'\(text)' is not a JSON array of text")
        }
        return list
    }

    static func answers(_ text: String) throws(CorruptRow) -> [Handle: String] {
        if text == "{}" { return [:] }
        guard let plain = try? JSONDecoder().decode([String: String].self, from: Data(text.utf8)) else {
            throw CorruptRow(table: table, detail: "'\(text)' is not a JSON object of text")
        }
        var answers: [Handle: String] = [:]
        for (key, value) in plain {
            answers[try StoredValue.handle(key, table: table)] = value
        }
        return answers
    }
}
