import Domain
import Synchronization

/// A row of `guests`, in the order `read` takes its columns. Plus-ones and tags are JSON arrays
/// of text, answers a JSON object of text by question key with its keys sorted (`JSONText`): the
/// same guest is always the same text, so a copied row is the same row and an unchanged guest
/// is not rewritten. `match_key` is `Guest.duplicateKey`, and `name_key`, `search_key` and
/// `tag_keys` the list's folded keys (`GuestKeys`): derived from the other columns and kept for
/// lookups only, written, never read.
enum GuestRow {
    static let table = "guests"
    static let columns = """
        id, event_id, handle, name, email, phone, others, plus_ones, tags, dietary, note, status, answers, \
        status_changed_at, created_at, updated_at, answered_at, answered_via, link_digest, party_limit, unsubscribed_at
        """

    static func read(_ row: any SQLRow) throws -> Guest {
        Guest(id: try StoredValue.identifier(try row.text(0), table: table),
              eventID: try StoredValue.identifier(try row.text(1), table: table),
              handle: try StoredValue.handle(try row.text(2), table: table), name: try row.text(3),
              email: try row.optionalText(4).map { text throws(CorruptRow) in try StoredValue.email(text, table: table) },
              phone: try row.optionalText(5), others: Int(try row.integer(6)),
              plusOnes: try JSONText.list(try row.text(7), table: table), partyLimit: try row.optionalInteger(19).map { Int($0) },
              tags: try JSONText.list(try row.text(8), table: table),
              dietary: try row.optionalText(9), note: try row.optionalText(10),
              status: try StoredValue.raw(try row.text(11), table: table), answers: try answers(try row.text(12)),
              statusChangedAt: Instant.date(try row.integer(13)), answeredAt: try row.optionalInteger(16).map(Instant.date),
              answeredVia: try row.optionalText(17).map { text throws(CorruptRow) in try StoredValue.raw(text, table: table) },
              linkDigest: try row.optionalText(18), unsubscribedAt: try row.optionalInteger(20).map(Instant.date),
              createdAt: Instant.date(try row.integer(14)),
              updatedAt: Instant.date(try row.integer(15)))
    }

    /// Made once, for an import of 100,000 rows: the same text for every guest (absent values
    /// bound as NULL), so it is prepared once too.
    private static let insertText = "INSERT INTO guests (\(columns), \(keys)) VALUES (\(SQL.placeholders(valueCount)))"
    private static let updateText = """
        UPDATE guests SET handle = ?, name = ?, email = ?, phone = ?, others = ?, plus_ones = ?, tags = ?, dietary = ?,
            note = ?, status = ?, answers = ?, status_changed_at = ?, created_at = ?, updated_at = ?, answered_at = ?,
            answered_via = ?, link_digest = ?, party_limit = ?, unsubscribed_at = ?, match_key = ?,
            name_key = ?, search_key = ?, tag_keys = ?
        WHERE id = ? AND event_id = ?
        """

    static func insert(_ guest: Guest) -> SQL {
        SQL(insertText, [guest.id.columnValue, guest.eventID.columnValue] + values(guest))
    }

    /// One statement for several new guests, into `guests` or an import's staging table
    /// (`StagedGuestBatch`); its text made once for each table and count.
    static func insert(_ guests: [Guest], into table: String = GuestRow.table) -> SQL {
        guard guests.count > 1 || table != Self.table else { return insert(guests[0]) }
        var values: [ColumnValue] = []
        values.reserveCapacity(guests.count * valueCount)
        for guest in guests { values += [guest.id.columnValue, guest.eventID.columnValue] + Self.values(guest) }
        return SQL(insertTexts.withLock { texts in
            let key = InsertText(table: table, count: guests.count)
            if let text = texts[key] { return text }
            let text = "INSERT INTO \(table) (\(columns), \(keys)) VALUES "
                + Array(repeating: "(\(SQL.placeholders(valueCount)))", count: guests.count).joined(separator: ", ")
            texts[key] = text
            return text
        }, values)
    }

    private struct InsertText: Hashable {
        let table: String
        let count: Int
    }

    private static let insertTexts = Mutex<[InsertText: String]>([:])

    /// Every column but the identity and the event; 0 rows when the event has no guest with
    /// this id.
    static func update(_ guest: Guest) -> SQL {
        SQL(updateText, values(guest) + [guest.id.columnValue, guest.eventID.columnValue])
    }

    private static let keys = "match_key, name_key, search_key, tag_keys"
    private static let valueCount = 25

    /// The columns after `id` and `event_id`, in order, and the keys.
    private static func values(_ guest: Guest) -> [ColumnValue] {
        [guest.handle.columnValue, .text(guest.name), guest.email.map { .text($0.value) } ?? .null,
         guest.phone.map(ColumnValue.text) ?? .null, .integer(Int64(guest.others)), .text(JSONText.text(guest.plusOnes)),
         .text(JSONText.text(guest.tags)), guest.dietary.map(ColumnValue.text) ?? .null, guest.note.map(ColumnValue.text) ?? .null,
         .text(guest.status.rawValue), .text(text(guest.answers)), .integer(Instant.milliseconds(guest.statusChangedAt)),
         .integer(Instant.milliseconds(guest.createdAt)), .integer(Instant.milliseconds(guest.updatedAt)),
         guest.answeredAt.map { .integer(Instant.milliseconds($0)) } ?? .null, guest.answeredVia.map { .text($0.rawValue) } ?? .null,
         guest.linkDigest.map(ColumnValue.text) ?? .null, guest.partyLimit.map { .integer(Int64($0)) } ?? .null,
         guest.unsubscribedAt.map { .integer(Instant.milliseconds($0)) } ?? .null, .text(guest.duplicateKey),
         .text(GuestKeys.name(of: guest)), .text(GuestKeys.search(of: guest)), .text(GuestKeys.tags(of: guest))]
    }

    /// Keys sorted, so the same answers are always the same text; most guests have none.
    static func text(_ answers: [Handle: String]) -> String {
        if answers.isEmpty { return "{}" }
        return JSONText.text(of: Dictionary(uniqueKeysWithValues: answers.map { ($0.key.value, $0.value) }), sortingKeys: true)
    }

    static func answers(_ text: String) throws(CorruptRow) -> [Handle: String] {
        if text == "{}" { return [:] }
        let plain = try JSONText.value([String: String].self, text, table: table, detail: "a JSON object of text")
        var answers: [Handle: String] = [:]
        for (key, value) in plain {
            answers[try StoredValue.handle(key, table: table)] = value
        }
        return answers
    }
}
