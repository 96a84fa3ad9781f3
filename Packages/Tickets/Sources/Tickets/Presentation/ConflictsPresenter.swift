public import DesignTokens
public import Domain

/// `tickets conflicts EVENT`: each entry a door made offline that the store would have refused.
/// JSON `{"event", "conflicts": [{"kind": "admitted-twice" | "after-cancellation", "ticket",
/// "holder", "type", "at", "device", "firstAt" | null, "firstDevice" | null, "cancelledAt" |
/// null}]}`; CSV: the conflicts' keys.
public enum ConflictsPresenter {
    struct ConflictJSON: Encodable, Sendable {
        let kind: String
        let ticket: String
        let holder: String
        let type: String
        let at: String
        let device: String
        let firstAt: String?
        let firstDevice: String?
        let cancelledAt: String?

        init(_ conflict: ScanConflict, zone: TimeZoneID) {
            kind = conflict.kind.rawValue
            ticket = conflict.ticket.ticket.reference
            holder = conflict.ticket.ticket.holder
            type = conflict.ticket.type.name
            at = ZonedTime.iso8601(conflict.scan.at, in: zone)
            device = conflict.scan.device
            firstAt = conflict.first.map { ZonedTime.iso8601($0.at, in: zone) }
            firstDevice = conflict.first?.device
            cancelledAt = conflict.cancelledAt.map { ZonedTime.iso8601($0, in: zone) }
        }

        enum CodingKeys: String, CodingKey { case kind, ticket, holder, type, at, device, firstAt, firstDevice, cancelledAt }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(ticket, forKey: .ticket)
            try container.encode(holder, forKey: .holder)
            try container.encode(type, forKey: .type)
            try container.encode(at, forKey: .at)
            try container.encode(device, forKey: .device)
            try container.encode(firstAt, forKey: .firstAt)
            try container.encode(firstDevice, forKey: .firstDevice)
            try container.encode(cancelledAt, forKey: .cancelledAt)
        }
    }

    struct ConflictsJSON: Encodable, Sendable {
        let event: String
        let conflicts: [ConflictJSON]
    }

    public static func list(_ response: ConflictsResponse) -> Presentation {
        let zone = response.event.timeZone
        let json = ConflictsJSON(event: response.event.handle.value, conflicts: response.conflicts.map { ConflictJSON($0, zone: zone) })
        return Presentation(
            document: Document([
                .heading("Door conflicts of \(response.event.handle)", .section),
                .table(Table(columns: ["Ticket", "Holder", "Type", "What", "When", "Door"].map { Table.Column($0) },
                             rows: response.conflicts.map { conflict in
                                 [Cell(conflict.ticket.ticket.reference), Cell(conflict.ticket.ticket.holder), Cell(conflict.ticket.type.name),
                                  what(conflict, zone: zone), .time(ZonedTime.said(conflict.scan.at, in: zone)),
                                  Cell(conflict.scan.device)]
                             },
                             emptyMessage: "No conflicts: every door's scans agree.")),
                .text(Plural.of(response.conflicts.count, "conflict"), .caption, .muted),
            ]),
            csv: Table(columns: ["kind", "ticket", "holder", "type", "at", "device", "firstAt", "firstDevice", "cancelledAt"].map { Table.Column($0) },
                       rows: json.conflicts.map {
                           [$0.kind, $0.ticket, $0.holder, $0.type, $0.at, $0.device, $0.firstAt ?? "", $0.firstDevice ?? "", $0.cancelledAt ?? ""].map { Cell($0) }
                       }, emptyMessage: ""),
            json: json)
    }

    /// "admitted again: first in at 19:42 by door-2", "admitted after its cancellation at 18:00".
    public static func what(_ conflict: ScanConflict, zone: TimeZoneID) -> Cell {
        switch (conflict.kind, conflict.first, conflict.cancelledAt) {
        case let (.admittedTwice, first?, _):
            .time(ZonedTime.said(first.at, in: zone), before: "admitted again: first in at ", after: " by \(first.device)", tone: .warning)
        case (.admittedTwice, nil, _):
            Cell("admitted again", tone: .warning)
        case let (.afterCancellation, _, cancelledAt?):
            .time(ZonedTime.said(cancelledAt, in: zone), before: "admitted after its cancellation at ", tone: .warning)
        case (.afterCancellation, _, nil):
            Cell("admitted after its cancellation", tone: .warning)
        }
    }
}
