public import DesignTokens
import Domain

/// `rushday events members list | add | remove`.
public enum MemberPresenter {
    /// Screen: a table EMAIL, NAME, ROLE, ADDED (in the event's zone with its offset). JSON: an
    /// array of `MemberJSON`. CSV: the same columns headed by the JSON keys, `addedAt` in ISO 8601.
    public static func list(_ response: MemberListResponse) -> Presentation {
        let event = response.event
        return Presentation(
            document: Document([.heading("Members of \(event.handle)", .section), .table(table(response, instants: .display))]),
            csv: table(response, instants: .iso8601),
            json: response.members.map { MemberJSON($0, zone: event.timeZone) })
    }

    private static func table(_ response: MemberListResponse, instants: EventRows.Instants) -> Table {
        let zone = response.event.timeZone
        let rows = response.members.map { member -> [Cell] in
            let added = switch instants {
            case .display: Cell.time(ZonedTime.said(member.membership.addedAt, in: zone))
            case .iso8601: Cell(ZonedTime.iso8601(member.membership.addedAt, in: zone))
            }
            return [Cell(member.email.value), Cell(member.displayName), Cell(member.membership.role.rawValue), added]
        }
        let columns = switch instants {
        case .display: [Table.Column("EMAIL", truncates: false), Table.Column("NAME"), Table.Column("ROLE", truncates: false), Table.Column("ADDED")]
        case .iso8601: ["email", "name", "role", "addedAt"].map { Table.Column($0) }
        }
        return Table(columns: columns, rows: rows, emptyMessage: "No members.")
    }
}
