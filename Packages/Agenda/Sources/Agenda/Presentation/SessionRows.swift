import DesignTokens
import Domain

/// Sessions as table rows: for the screen (times in the event's zone, and in a second one when
/// asked), and for CSV (the JSON keys, instants in ISO 8601, speakers joined with "; ").
enum SessionRows {
    /// The title, what people read, wraps rather than being cut on a narrow terminal.
    static func screen(_ sessions: [AgendaSession], event: Event, alsoIn: TimeZoneID?) -> Table {
        var columns = [Table.Column("TIME", truncates: false)]
        if let alsoIn { columns.append(Table.Column(alsoIn.identifier.uppercased(), truncates: false)) }
        columns += [Table.Column("SESSION", truncates: false), Table.Column("TITLE", truncates: false), Table.Column("ROOM"),
                    Table.Column("TRACK"), Table.Column("SPEAKERS")]
        let rows = sessions.map { session -> [Cell] in
            var row = [TimeText.cell(session.startsAt, session.endsAt, in: event.timeZone)]
            if let alsoIn { row.append(TimeText.cell(session.startsAt, session.endsAt, in: alsoIn, withDate: true, tone: .muted)) }
            row += [Cell(session.handle.value), Cell(session.title), Cell(session.room ?? ""), Cell(session.track ?? ""),
                    Cell(session.speakers.map(\.name).joined(separator: ", "))]
            return row
        }
        return Table(columns: columns, rows: rows, emptyMessage: "No sessions.")
    }

    static let csvKeys = ["handle", "title", "day", "startsAt", "endsAt", "room", "track", "speakers", "description", "capacity",
                          "createdAt", "updatedAt"]

    static func csv(_ sessions: [AgendaSession], event: Event) -> Table {
        let rows = sessions.map { session -> [Cell] in
            let json = SessionJSON(session, event: event)
            let speakers = session.speakers.map { speaker in speaker.email.map { "\(speaker.name) <\($0)>" } ?? speaker.name }
            return [json.handle, json.title, String(json.day), json.startsAt, json.endsAt, json.room ?? "", json.track ?? "",
                    speakers.joined(separator: "; "), json.description ?? "", json.capacity.map(String.init) ?? "",
                    json.createdAt, json.updatedAt].map { Cell($0) }
        }
        return Table(columns: csvKeys.map { Table.Column($0) }, rows: rows, emptyMessage: "")
    }
}
