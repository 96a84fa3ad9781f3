public import DesignTokens
public import Domain

/// Door links. `door add` prints the link alone on its line (shown this once); JSON `{"event",
/// "name", "expiresAt", "link"}`. `door list` and `door revoke`: JSON `{"name", "state":
/// "open" | "expired" | "revoked", "expiresAt", "revokedAt" | null, "createdAt", "admitted"}` (an array
/// for list; `admitted`: the entries it recorded); CSV: those keys.
public enum DoorPresenter {
    struct NewDoorJSON: Encodable, Sendable {
        let event: String
        let name: String
        let expiresAt: String
        let link: String
    }

    struct DoorJSON: Encodable, Sendable {
        let name: String
        let state: String
        let expiresAt: String
        let revokedAt: String?
        let createdAt: String
        let admitted: Int

        init(_ door: DoorView, zone: TimeZoneID) {
            name = door.name
            state = door.state.rawValue
            expiresAt = ZonedTime.iso8601(door.expiresAt, in: zone)
            revokedAt = door.revokedAt.map { ZonedTime.iso8601($0, in: zone) }
            createdAt = ZonedTime.iso8601(door.createdAt, in: zone)
            admitted = door.admitted
        }

        enum CodingKeys: String, CodingKey { case name, state, expiresAt, revokedAt, createdAt, admitted }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(state, forKey: .state)
            try container.encode(expiresAt, forKey: .expiresAt)
            try container.encode(revokedAt, forKey: .revokedAt)
            try container.encode(createdAt, forKey: .createdAt)
            try container.encode(admitted, forKey: .admitted)
        }
    }

    /// `link` is the face's whole address for the secret (`PUBLIC_URL/d/SECRET`).
    public static func added(_ response: NewDoorResponse, link: String) -> Presentation {
        let zone = response.event.timeZone
        let json = NewDoorJSON(event: response.event.handle.value, name: response.door.name,
                               expiresAt: ZonedTime.iso8601(response.door.expiresAt, in: zone), link: link)
        return Presentation(
            document: Document([
                .text(link, .body, .plain),
                .sentence(.time(ZonedTime.said(response.door.expiresAt, in: zone), before: "Door \(UserText.quoted(json.name)) of \(json.event) until ",
                                after: "; this link is shown once: open it on the door's phone"), .caption, .muted),
            ]),
            csv: Table(columns: ["event", "name", "expiresAt", "link"].map { Table.Column($0) },
                       rows: [[Cell(json.event), Cell(json.name), Cell(json.expiresAt), Cell(link)]]),
            json: json)
    }

    public static func list(_ response: DoorsResponse) -> Presentation {
        let zone = response.event.timeZone
        let doors = response.doors.map { DoorJSON($0, zone: zone) }
        let open = response.doors.count { $0.state == .open }
        return Presentation(
            document: Document([
                .heading("Doors of \(response.event.handle)", .section),
                .table(Table(columns: ["Name", "State", "Expires", "Revoked", "Made", "Admitted"].map { Table.Column($0) },
                             rows: response.doors.map { door in
                                 [Cell(door.name), Cell(door.state.rawValue, tone: door.state == .open ? .success : .muted),
                                  .time(ZonedTime.said(door.expiresAt, in: zone)),
                                  door.revokedAt.map { Cell.time(ZonedTime.said($0, in: zone)) } ?? Cell("", tone: .muted),
                                  .time(ZonedTime.said(door.createdAt, in: zone)), Cell(String(door.admitted))]
                             },
                             emptyMessage: "No doors yet: 'tickets door add' makes one.")),
                .text("\(Plural.of(response.doors.count, "door")); \(open) open", .caption, .muted),
            ]),
            csv: table(doors), json: doors)
    }

    public static func revoked(_ door: DoorView, event: Event) -> Presentation {
        let json = DoorJSON(door, zone: event.timeZone)
        return Presentation(document: Document([.status(.success, "Revoked door \(UserText.quoted(door.name)) of \(event.handle); its link opens nothing from now on", .success)]),
                            csv: table([json]), json: json)
    }

    private static func table(_ doors: [DoorJSON]) -> Table {
        Table(columns: ["name", "state", "expiresAt", "revokedAt", "createdAt", "admitted"].map { Table.Column($0) },
              rows: doors.map { [$0.name, $0.state, $0.expiresAt, $0.revokedAt ?? "", $0.createdAt, String($0.admitted)].map { Cell($0) } },
              emptyMessage: "")
    }
}
