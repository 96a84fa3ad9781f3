import Domain

/// A row of `guests`, in the order `read` takes its columns. Plus-ones and tags are JSON arrays
/// of text, answers a JSON object of text by question key with its keys sorted (`JSONText`): the
/// same guest is always the same text, so a copied row is the same row and an unchanged guest
/// is not rewritten. `match_key` is `Guest.duplicateKey`, derived from the other columns and
/// kept for lookups only: written, never read.
enum GuestRow {
    static let table = "guests"
    static let columns = """
        id, event_id, handle, name, email, phone, others, plus_ones, tags, dietary, note, status, answers, \
        status_changed_at, created_at, updated_at
        """

    static func read(_ row: any SQLRow) throws -> Guest {
        Guest(id: try StoredValue.identifier(try row.text(0), table: table),
              eventID: try StoredValue.identifier(try row.text(1), table: table),
              handle: try StoredValue.handle(try row.text(2), table: table), name: try row.text(3),
              email: try row.optionalText(4).map { text throws(CorruptRow) in try StoredValue.email(text, table: table) },
              phone: try row.optionalText(5), others: Int(try row.integer(6)),
              plusOnes: try JSONText.list(try row.text(7), table: table), tags: try JSONText.list(try row.text(8), table: table),
              dietary: try row.optionalText(9), note: try row.optionalText(10),
              status: try StoredValue.raw(try row.text(11), table: table), answers: try answers(try row.text(12)),
              statusChangedAt: Instant.date(try row.integer(13)), createdAt: Instant.date(try row.integer(14)),
              updatedAt: Instant.date(try row.integer(15)))
    }

    /// One statement text for every guest (absent values bound as NULL), so an import of
    /// 100,000 rows prepares it once.
    static func insert(_ guest: Guest) -> SQL {
        """
        INSERT INTO guests (\(raw: columns), match_key)
        VALUES (\(guest.id), \(guest.eventID), \(guest.handle), \(guest.name), \(guest.email?.value), \(guest.phone),
                \(guest.others), \(JSONText.text(guest.plusOnes)), \(JSONText.text(guest.tags)), \(guest.dietary),
                \(guest.note), \(guest.status.rawValue), \(text(guest.answers)), \(Instant.milliseconds(guest.statusChangedAt)),
                \(Instant.milliseconds(guest.createdAt)), \(Instant.milliseconds(guest.updatedAt)), \(guest.duplicateKey))
        """
    }

    /// Every column but the identity and the event; 0 rows when the event has no guest with
    /// this id.
    static func update(_ guest: Guest) -> SQL {
        """
        UPDATE guests SET handle = \(guest.handle), name = \(guest.name), email = \(guest.email?.value), phone = \(guest.phone),
            others = \(guest.others), plus_ones = \(JSONText.text(guest.plusOnes)), tags = \(JSONText.text(guest.tags)),
            dietary = \(guest.dietary), note = \(guest.note), status = \(guest.status.rawValue), answers = \(text(guest.answers)),
            status_changed_at = \(Instant.milliseconds(guest.statusChangedAt)), created_at = \(Instant.milliseconds(guest.createdAt)),
            updated_at = \(Instant.milliseconds(guest.updatedAt)), match_key = \(guest.duplicateKey)
        WHERE id = \(guest.id) AND event_id = \(guest.eventID)
        """
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
