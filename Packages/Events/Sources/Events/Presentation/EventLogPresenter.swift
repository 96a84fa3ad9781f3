public import DesignTokens
import Domain

/// `rushday events log`.
public enum EventLogPresenter {
    /// Screen: a table WHEN (in the event's zone), WHO, VIA, ACTION, TARGET, CHANGES (each
    /// `field: old → new`). JSON: an array of `AuditEntryJSON`. CSV: the same columns headed by
    /// the JSON keys, `at` in ISO 8601 and the changes as one cell.
    public static func log(_ response: EventLogResponse) -> Presentation {
        let zone = response.event.timeZone
        return Presentation(
            document: Document([.heading("Log of \(response.event.handle)", .section), .table(table(response, iso: false))]),
            csv: table(response, iso: true),
            json: response.entries.map { AuditEntryJSON($0, zone: zone) })
    }

    /// A guest's or a ticket's page: its entries (`EventLogResponse.about`) under "History",
    /// without the target each is about.
    public static func history(_ response: EventLogResponse) -> Document {
        let zone = response.event.timeZone
        let rows = response.entries.map { entry -> [Cell] in
            [.time(ZonedTime.said(entry.at, in: zone)), Cell(entry.actor.name), Cell(entry.via.rawValue), Cell(entry.action),
             Cell(changes(entry.changes))]
        }
        let columns = [Table.Column("WHEN"), Table.Column("WHO", truncates: false), Table.Column("VIA"), Table.Column("ACTION", truncates: false),
                       Table.Column("CHANGES")]
        return Document([.heading("History", .section), .table(Table(columns: columns, rows: rows, emptyMessage: "No changes logged."))])
    }

    private static func table(_ response: EventLogResponse, iso: Bool) -> Table {
        let zone = response.event.timeZone
        let rows = response.entries.map { entry -> [Cell] in
            [iso ? Cell(ZonedTime.iso8601(entry.at, in: zone)) : .time(ZonedTime.said(entry.at, in: zone)), Cell(entry.actor.name),
             Cell(entry.via.rawValue), Cell(entry.action), Cell(entry.target), Cell(changes(entry.changes))]
        }
        let columns = iso ? ["at", "actor", "via", "action", "target", "changes"].map { Table.Column($0) }
            : [Table.Column("WHEN"), Table.Column("WHO", truncates: false), Table.Column("VIA"), Table.Column("ACTION", truncates: false),
               Table.Column("TARGET"), Table.Column("CHANGES")]
        return Table(columns: columns, rows: rows, emptyMessage: "No changes logged.")
    }

    /// `field: old → new`, `;`-separated; a value there was not is `-`.
    static func changes(_ changes: [AuditChange]) -> String {
        changes.map { "\($0.field): \($0.old ?? "-") → \($0.new ?? "-")" }.joined(separator: "; ")
    }
}
