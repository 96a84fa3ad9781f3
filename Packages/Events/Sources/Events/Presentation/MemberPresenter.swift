public import DesignTokens
public import Domain

/// `rushday events members list | add | remove`.
public enum MemberPresenter {
    /// Screen: an optional "✔ ada@example.org is now organizer of summer-gala" line, then a table
    /// EMAIL, NAME, ROLE, ADDED (in the event's zone with its offset). JSON: an array of
    /// `MemberJSON`. CSV: the same columns headed by the JSON keys, `addedAt` in ISO 8601.
    public static func list(_ response: MemberListResponse, change: MemberChange? = nil) -> Presentation {
        let event = response.event
        var blocks: [Block] = []
        if let change {
            blocks.append(.status(.success, line(change, response), .success))
        }
        blocks.append(.heading("Members of \(event.handle)", .section))
        blocks.append(.table(table(response, instants: .display)))
        return Presentation(
            document: Document(blocks),
            csv: table(response, instants: .iso8601),
            json: response.members.map { MemberJSON($0, zone: event.timeZone) })
    }

    private static func line(_ change: MemberChange, _ response: MemberListResponse) -> String {
        switch change {
        case let .added(email):
            let address = (try? EmailAddress(email))?.value ?? email
            let role = response.members.first { $0.email.value == address }?.membership.role
            return role.map { "\(address) is now \($0) of \(response.event.handle)" } ?? "Added \(address) to \(response.event.handle)"
        case let .removed(email):
            let address = (try? EmailAddress(email))?.value ?? email
            return "Removed \(address) from \(response.event.handle)"
        }
    }

    private static func table(_ response: MemberListResponse, instants: EventRows.Instants) -> Table {
        let zone = response.event.timeZone
        let rows = response.members.map { member -> [Cell] in
            let added = switch instants {
            case .display: ZonedTime.display(member.membership.addedAt, in: zone)
            case .iso8601: ZonedTime.iso8601(member.membership.addedAt, in: zone)
            }
            return [Cell(member.email.value), Cell(member.displayName), Cell(member.membership.role.rawValue), Cell(added)]
        }
        let columns = switch instants {
        case .display: [Table.Column("EMAIL", truncates: false), Table.Column("NAME"), Table.Column("ROLE", truncates: false), Table.Column("ADDED")]
        case .iso8601: ["email", "name", "role", "addedAt"].map { Table.Column($0) }
        }
        return Table(columns: columns, rows: rows, emptyMessage: "No members.")
    }
}
