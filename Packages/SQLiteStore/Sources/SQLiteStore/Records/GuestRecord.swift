import Domain
import Foundation
import GRDB
import SQLStorage

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
    /// `Guest.duplicateKey`, kept for lookups only: derived from the columns above.
    var matchKey: String

    enum CodingKeys: String, CodingKey, ColumnExpression, CaseIterable {
        case id
        case eventID = "event_id"
        case handle, name, email, phone, others
        case plusOnes = "plus_ones"
        case tags, dietary, note, status, answers
        case statusChangedAt = "status_changed_at"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case matchKey = "match_key"
    }

    /// Column by column through GRDB's throwing accessors instead of the synthesised Codable
    /// decoder (as `EventRecord`): the same values and errors, without a container per row.
    init(row: Row) throws {
        id = try row.decode(forColumn: CodingKeys.id.rawValue)
        eventID = try row.decode(forColumn: CodingKeys.eventID.rawValue)
        handle = try row.decode(forColumn: CodingKeys.handle.rawValue)
        name = try row.decode(forColumn: CodingKeys.name.rawValue)
        email = try row.decode(forColumn: CodingKeys.email.rawValue)
        phone = try row.decode(forColumn: CodingKeys.phone.rawValue)
        others = try row.decode(forColumn: CodingKeys.others.rawValue)
        plusOnes = try row.decode(forColumn: CodingKeys.plusOnes.rawValue)
        tags = try row.decode(forColumn: CodingKeys.tags.rawValue)
        dietary = try row.decode(forColumn: CodingKeys.dietary.rawValue)
        note = try row.decode(forColumn: CodingKeys.note.rawValue)
        status = try row.decode(forColumn: CodingKeys.status.rawValue)
        answers = try row.decode(forColumn: CodingKeys.answers.rawValue)
        statusChangedAt = try row.decode(forColumn: CodingKeys.statusChangedAt.rawValue)
        createdAt = try row.decode(forColumn: CodingKeys.createdAt.rawValue)
        updatedAt = try row.decode(forColumn: CodingKeys.updatedAt.rawValue)
        matchKey = try row.decode(forColumn: CodingKeys.matchKey.rawValue)
    }

    /// Every column, in `CodingKeys` order: the order of `insertSQL`'s arguments.
    static let insertSQL: String = {
        let columns = CodingKeys.allCases.map(\.rawValue)
        return "INSERT INTO \(databaseTableName) (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))"
    }()

    /// The values of `insertSQL`, in its order.
    var insertArguments: StatementArguments {
        [id, eventID, handle, name, email, phone, others, plusOnes, tags, dietary, note, status, answers,
         statusChangedAt, createdAt, updatedAt, matchKey]
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
        matchKey = guest.duplicateKey
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

    /// The same text as `JSONEncoder` makes of the list (`["a","b"]`), written directly when
    /// every character is printable ASCII that needs no escape (`"`, `\\` and `/` do), which is
    /// nearly always; otherwise through the encoder. An import of 100,000 rows made three
    /// encoders per row.
    static func json(_ list: [String]) -> String {
        if list.isEmpty { return "[]" }
        if list.allSatisfy(isPlain) { return "[\"" + list.joined(separator: "\",\"") + "\"]" }
        // Encoding an array of strings cannot fail.
        return String(decoding: (try? JSONEncoder().encode(list)) ?? Data("[]".utf8), as: UTF8.self)
    }

    /// Keys sorted, so the same answers are always the same text and an unchanged guest is
    /// not rewritten.
    static func json(_ answers: [Handle: String]) -> String {
        if answers.isEmpty { return "{}" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let plain = Dictionary(uniqueKeysWithValues: answers.map { ($0.key.value, $0.value) })
        return String(decoding: (try? encoder.encode(plain)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// Printable ASCII other than `"`, `\\` and `/`: what `JSONEncoder` writes unescaped.
    private static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
            && $0 != UInt8(ascii: "/") }
    }

    static func answers(_ text: String) throws(CorruptRow) -> [Handle: String] {
        if text == "{}" { return [:] }
        guard let plain = try? JSONDecoder().decode([String: String].self, from: Data(text.utf8)) else {
            throw CorruptRow(table: databaseTableName, detail: "'\(text)' is not a JSON object of text")
        }
        var answers: [Handle: String] = [:]
        for (key, value) in plain {
            answers[try StoredValue.handle(key, table: databaseTableName)] = value
        }
        return answers
    }

    static func list(_ text: String) throws(CorruptRow) -> [String] {
        if let plain = plainList(text) { return plain }
        guard let list = try? JSONDecoder().decode([String].self, from: Data(text.utf8)) else {
            throw CorruptRow(table: databaseTableName, detail: "'\(text)' is not a JSON array of text")
        }
        return list
    }

    /// `[]`, or `["a","b"]` with no backslash (so no element holds an escape or a quote), read
    /// without a decoder; nil for anything else, which the decoder reads.
    private static func plainList(_ text: String) -> [String]? {
        if text == "[]" { return [] }
        let utf8 = Array(text.utf8)
        guard utf8.count >= 4, utf8[0] == UInt8(ascii: "["), utf8[1] == UInt8(ascii: "\""),
              utf8[utf8.count - 2] == UInt8(ascii: "\""), utf8[utf8.count - 1] == UInt8(ascii: "]"),
              !utf8.contains(UInt8(ascii: "\\")) else { return nil }
        let inner = utf8[2..<(utf8.count - 2)]
        var items: [String] = []
        var start = inner.startIndex
        var index = inner.startIndex
        while index < inner.endIndex {
            let byte = inner[index]
            if byte == UInt8(ascii: "\"") {
                // Only `","` may hold a quote inside.
                guard index + 2 < inner.endIndex, inner[index + 1] == UInt8(ascii: ","),
                      inner[index + 2] == UInt8(ascii: "\"") else { return nil }
                items.append(String(decoding: inner[start..<index], as: UTF8.self))
                index += 3
                start = index
            } else if byte < 0x20 {
                return nil
            } else {
                index += 1
            }
        }
        items.append(String(decoding: inner[start..<inner.endIndex], as: UTF8.self))
        return items
    }
}
