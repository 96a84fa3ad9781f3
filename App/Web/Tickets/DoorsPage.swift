import DesignTokens
import Domain
import Tickets

/// An event's door links (`tickets door list`, each with the entries it recorded), the form of
/// `tickets door add` and a revoke button for each open door. A door just made is its own page:
/// its link and a QR code of the link, shown this once, so the venue's phone scans it and
/// becomes a door without anyone typing the address.
struct DoorsPage {
    let doors: DoorsResponse
    let token: Form.Token
    var typed: [String: String] = [:]
    var error: DomainError?
    /// Whether the refusal is the revoke form's.
    var revoking = false

    static func path(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/doors"
    }

    /// The page around the doors' list (`list`: the list as every format draws it).
    func content(list: [Node]) -> [Node] {
        let event = doors.event.handle.value
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let placed = ["name", "expires"].contains(error?.field ?? "")
        let add = Form(action: Self.path(event), items: [
            .field(Field("name", label: "Name", .text(revoking ? "" : typed["name"] ?? ""),
                         hint: "What its scans are recorded under, such as door-2 or north-gate.",
                         error: revoking ? nil : about("name"), required: true, autocomplete: "off")),
            .field(Field("expires", label: "Works until", .dateTime(revoking ? "" : typed["expires"] ?? "", zone: doors.event.timeZone.identifier),
                         hint: "Blank: a day after the event ends.", error: revoking ? nil : about("expires"))),
        ], buttons: [Button("Make the door link")], token: token, error: revoking || placed ? nil : error?.message)
        let open = doors.doors.filter { $0.state == .open }.map { Field.Option($0.name) }
        let revoke = Form(action: Self.path(event) + "/revoke", items: [
            .field(Field("name", label: "Door", .select(open, selected: typed["name"] ?? ""), id: "revoke-name",
                         error: revoking ? about("name") : nil)),
        ], buttons: [Button("Revoke the door", kind: .danger)], token: token, error: revoking && !placed ? error?.message : nil)
        let live: Node = .tag(.div, [.class("live-doors"), .data("live", Self.path(event) + "/live")], list)
        return [.tag(.p, [.class("live-status"), .data("live-status", ""), .aria(.live, "polite")]), live] + [
            .tag(.section, [.class("card")], [.tag(.h2, text: "Add a door"),
                                              .tag(.p, text: "A door link signs a phone or laptop in to this event's door page and nothing else."),
                                              add.node]),
            open.isEmpty && !revoking ? .empty
                : .tag(.section, [.class("card")], [.tag(.h2, text: "Revoke a door"),
                                                    .tag(.p, text: "Its link stops at once, on pages already open too; its scans stay."), revoke.node]),
            .tag(.p, [.class("page-links")], [Link("Open the door here", href: DoorRoutes.path(event)).node, .text(" · "),
                                              Link("Door conflicts", href: "/events/" + EventPage.segment(event) + "/conflicts").node]),
        ]
    }

    /// The list as the page draws it.
    var list: [Node] {
        [.document(DoorPresenter.list(doors).document, topHeadingLevel: 1, links: [:])]
    }

    /// The answer to the form that made a door: its link as text and as a QR code.
    static func made(_ made: NewDoorResponse, link: String, symbol: QRSymbol) -> [Node] {
        let code = Picture(width: symbol.size, height: symbol.size, label: "QR code of the link of door \(made.door.name)") { x, y in symbol[x, y] }
        return [
            .tag(.h1, text: "Door \(made.door.name)"),
            Field("door-link", label: "Its link", .text(link), hint: "Works until \(ZonedTime.display(made.door.expiresAt, in: made.event.timeZone)).",
                  attributes: [.flag(.readonly)]).node,
            .tag(.p, text: "Scan this with the door's phone (its camera app opens the link), or open the link on it. "
                 + "It is shown this once: only its digest is kept. Lost, revoke it and make another."),
            .tag(.div, [.class("ticket-qr"), .id("door-qr")], [.picture(code)]),
            .tag(.p, [.class("page-links")], [Link("Back to the doors", href: path(made.event.handle.value)).node]),
        ]
    }
}
