import DesignTokens
import Domain

/// The event table's columns and rows, shared by `events list` and the CSV of every command
/// that answers with events. On screen STARTS is "2026-12-12 19:00 +01:00"; in CSV it is
/// ISO 8601 with the offset, for scripts.
enum EventRows {
    /// `display` is the screen's form; `iso8601` is the CSV's, headed by the JSON keys
    /// (camelCase, like every CSV header) so a script reads one vocabulary in both formats.
    enum Instants { case display, iso8601 }

    /// The handle (what people type next) and the start (useless cut) never shorten; on a
    /// narrow terminal the title and zone give way.
    static let columns: [Table.Column] = [
        Table.Column("HANDLE", truncates: false), Table.Column("TITLE"), Table.Column("STATUS", truncates: false),
        Table.Column("STARTS", truncates: false), Table.Column("ZONE"), Table.Column("ROLE", truncates: false),
    ]

    static let csvColumns = ["handle", "title", "status", "startsAt", "timeZone", "role"].map { Table.Column($0) }

    /// Only a screen shows it; a CSV of nothing is its header.
    static func table(_ items: [EventListResponse.Item], instants: Instants, emptyMessage: String = "") -> Table {
        Table(columns: instants == .iso8601 ? csvColumns : columns,
              rows: items.map { row($0.event, role: $0.role, instants: instants) }, emptyMessage: emptyMessage)
    }

    static func row(_ event: Event, role: Role, instants: Instants) -> [Cell] {
        let starts = switch instants {
        case .display: Cell.time(ZonedTime.said(event.startsAt, in: event.timeZone))
        case .iso8601: Cell(ZonedTime.iso8601(event.startsAt, in: event.timeZone))
        }
        return [Cell(event.handle.value), Cell(event.title), event.status.cell, starts,
                Cell(event.timeZone.identifier), Cell(role.rawValue)]
    }
}
