import DesignTokens
import Domain
import Tickets

/// A search at the door for a guest without their code: what was typed, and the parties found
/// or why the search was refused (too short).
struct DoorSearch {
    var query: String
    var matches: DoorMatchesResponse?
    var error: DomainError?
}

/// The door's search form and its matches: each party with its tickets, each ticket with a
/// button that admits it (or records its exit, in exit mode) by its reference.
struct DoorSearchMarkup {
    let base: String
    let token: Form.Token
    let direction: CheckInScan.Direction
    let count: DoorCount
    let search: DoorSearch?

    var nodes: [Node] {
        let query = Field("q", label: "Find a guest by name or email", .search(search?.query ?? ""), id: "door-q", error: search?.error?.reason,
                          autocomplete: "off")
        return [
            Form(action: base + "/search", method: .get, items: [.field(query)], buttons: [Button("Find", kind: .secondary)], token: nil,
                 classes: ["door-search"], attributes: [.data("door-search", ""), .role("search")]).node,
            .tag(.ul, [.class("door-matches"), .data("door-matches", "")], matches),
        ]
    }

    private var matches: [Node] {
        guard let found = search?.matches else { return [] }
        guard !found.matches.isEmpty else {
            return [.tag(.li, [.class("empty")], text: "No guest or ticket matches \(UserText.quoted(found.query)).")]
        }
        return found.matches.map { match in
            .tag(.li, [.class("door-party")], [
                .tag(.p, [.class("door-party-name")], [
                    .text(match.name),
                    match.email.map { .tag(.span, [.class("door-party-email")], text: " " + $0) } ?? .empty,
                ]),
                .tag(.ul, [.class("door-tickets")], match.tickets.map(ticket)),
            ])
        }
    }

    private func ticket(_ ticket: DoorTicket) -> Node {
        let reference = ticket.view.ticket.reference
        let state = ticket.view.ticket.status == .cancelled ? "cancelled" : ticket.inside ? "inside" : "not inside"
        let admit = Button(direction == .entry ? "Admit" : "Exit", attributes: [.data("door-admit", reference)])
        return .tag(.li, [.class("door-ticket")], [
            .tag(.span, [], [
                .text("\(ticket.view.ticket.holder) · \(ticket.view.type.handle.value) · "), .tag(.code, text: reference), .text(" · \(state)"),
            ]),
            Form(action: base + "/admit", items: [], buttons: [admit], token: token,
                 hidden: count.fields + [(name: "ticket", value: reference), (name: "direction", value: direction.rawValue)]).node,
        ])
    }
}
