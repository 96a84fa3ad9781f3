import Domain

/// One file row checked by the same rules as `guests add`, and the key that finds its
/// duplicate: the email, or the name and phone when there is none.
struct ImportRow {
    let line: Int
    let name: String
    let email: EmailAddress?
    let phone: String?
    /// Whether the row says who comes along (a party or plus-ones); an update keeps them otherwise.
    let partyGiven: Bool
    let others: Int
    let plusOnes: [String]
    let status: RSVPStatus?
    let tags: [String]
    let dietary: String?
    let note: String?
    /// Answers to the event's questions, by key, checked as `guests add --answer` checks them.
    let answers: [Handle: String]

    init(_ record: TableRecord, columns: ImportColumns, questions: [GuestQuestion]) throws(DomainError) {
        line = record.line
        if let problem = record.problem { throw .invalid(field: "row", message: ErrorText(problem)) }
        try Self.requireCells(record.fields.count, width: columns.width)
        let cell = { (field: ImportField) throws(DomainError) -> String? in
            let value = columns.value(field, in: record.fields)
            // A line break typed into a spreadsheet cell (Alt+Enter) is not folded into a space:
            // "Ann Lee" over "Bob Lee" may be two guests in one cell, which the organiser decides.
            if field != .note, let value, value.utf8.contains(where: { $0 == 10 || $0 == 13 }) {
                throw .invalid(field: field.rawValue, message: "\(UserText.quoted(value)) breaks onto a second line inside its quotes (Alt+Enter in a spreadsheet); put it on one line, or split it into rows")
            }
            return value
        }
        name = try GuestFields.name(cell(.name) ?? "")
        email = try GuestFields.email(cell(.email))
        phone = try GuestFields.phone(cell(.phone))
        var party: Int?
        if let text = try cell(.party) {
            guard let number = Int(text) else {
                throw .invalid(field: "party", message: "\(UserText.quoted(text)) is not a number of people the guest brings; give 0 to \(GuestFields.largestParty)")
            }
            party = number
        }
        let named = try GuestFields.party(party, plusOnes: Self.list(cell(.plusOnes)))
        partyGiven = party != nil || !named.plusOnes.isEmpty
        others = named.others
        plusOnes = named.plusOnes
        status = try Self.status(cell(.status))
        tags = try GuestFields.tags(Self.list(cell(.tags)))
        dietary = try GuestFields.dietary(cell(.dietary))
        note = try GuestFields.note(cell(.note))
        answers = try GuestAnswers.parse(columns.typedAnswers(in: record.fields), questions: questions, clearing: false)
            .compactMapValues { $0 }
    }

    /// A row with more cells than the header had a separator in an unquoted cell, one with
    /// fewer lost some: either way each cell may sit under the wrong column.
    private static func requireCells(_ count: Int, width: Int) throws(DomainError) {
        guard count != width else { return }
        let cells = count == 1 ? "1 cell" : "\(count) cells"
        let hint = count > width ? "quote a cell that holds the separator, like \"Lee, Ann\"" : "give every column a cell, a blank one included"
        throw .invalid(field: "row", message: "has \(cells) where the header has \(width); \(hint)")
    }

    var key: String { Guest.duplicateKey(name: name, email: email, phone: phone) }

    /// Lists in one cell are separated by ";" (as export writes them) or ",".
    private static func list(_ text: String?) -> [String] {
        guard let text else { return [] }
        return text.split(whereSeparator: { $0 == ";" || $0 == "," }).map { $0.trimmingScalars(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// Blank: invited, or unchanged for a guest updated. A waitlisted guest is an acceptance
    /// that capacity decides again.
    private static func status(_ text: String?) throws(DomainError) -> RSVPStatus? {
        guard let text else { return nil }
        switch ImportField.folded(text) {
        case "yes", "accepted", "accept", "waitlisted": return .accepted
        case "no", "declined", "decline": return .declined
        case "maybe": return .maybe
        case "invited", "": return .invited
        default:
            throw .invalid(field: "status", message: "\(UserText.quoted(text)) is not an RSVP status; give invited, accepted, declined or maybe")
        }
    }
}
