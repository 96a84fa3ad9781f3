import DesignTokens
import Domain

/// The guest table: on screen GUEST, NAME, STATUS, HEADS, EMAIL, TAGS; in CSV every
/// `GuestJSON` field but the lists' structure (plus-ones and tags joined with "; "), headed
/// by the JSON keys, instants in ISO 8601, then one column per question of the event, headed
/// by its key, in the questions' order (blank where the guest has not answered). Export writes
/// the same columns, so what it writes imports back.
enum GuestRows {
    enum Target { case screen, csv }

    /// The fixed CSV columns, before the questions'.
    static let csvKeys = ["handle", "name", "email", "phone", "party", "plusOnes", "heads", "status", "statusChangedAt",
                          "tags", "dietary", "note", "createdAt", "updatedAt"]

    static func table(_ guests: [Guest], questions: [GuestQuestion] = [], zone: TimeZoneID, for target: Target) -> Table {
        switch target {
        case .screen:
            let columns = [Table.Column("GUEST", truncates: false), Table.Column("NAME"), Table.Column("STATUS", truncates: false),
                           Table.Column("HEADS", alignment: .trailing, truncates: false), Table.Column("EMAIL", truncates: false), Table.Column("TAGS")]
            let rows = guests.map { guest -> [Cell] in
                [Cell(guest.handle.value), Cell(guest.name), Cell(guest.status.rawValue, tone: guest.status.tone),
                 Cell(String(guest.heads)), Cell(guest.email?.value ?? ""), Cell(guest.tags.joined(separator: ", "))]
            }
            return Table(columns: columns, rows: rows, emptyMessage: "No guests.")
        case .csv:
            let keys = csvKeys + questions.map(\.key.value)
            let rows = guests.map { guest -> [Cell] in
                [guest.handle.value, guest.name, guest.email?.value ?? "", guest.phone ?? "", String(guest.others),
                 guest.plusOnes.joined(separator: "; "), String(guest.heads), guest.status.rawValue,
                 ZonedTime.iso8601(guest.statusChangedAt, in: zone), guest.tags.joined(separator: "; "),
                 guest.dietary ?? "", guest.note ?? "", ZonedTime.iso8601(guest.createdAt, in: zone),
                 ZonedTime.iso8601(guest.updatedAt, in: zone)].map { Cell($0) }
                    + questions.map { Cell(guest.answers[$0.key] ?? "") }
            }
            return Table(columns: keys.map { Table.Column($0) }, rows: rows, emptyMessage: "")
        }
    }
}

extension RSVPStatus {
    var tone: Tone {
        switch self {
        case .accepted: .success
        case .waitlisted, .maybe, .pending: .warning
        case .declined, .unconfirmed: .muted
        case .invited: .plain
        }
    }
}
