import DesignTokens
import Domain
import Events
import Tickets

/// One ticket as `tickets show` shows it (its card, its code and the QR code a door scans), and
/// for the owner and organizers the ways on: mail it to its guest (`tickets send EVENT TICKET`)
/// and cancel it, after a page that says what cancelling does (`tickets cancel`).
struct TicketPage {
    let shown: ShownTicketResponse
    let token: Form.Token
    var mayChange = true
    /// What was done to the ticket (`events log`), for a visitor whose role may read the log.
    var history: EventLogResponse?
    var error: DomainError?

    static func path(_ event: String, _ reference: String) -> String {
        TicketsRoutes.path(event) + "/" + EventPage.segment(reference)
    }

    private var ticket: Ticket? { shown.ticket.tickets.first?.ticket }

    var content: [Node] {
        guard let ticket else { return [] }
        let base = Self.path(shown.ticket.event.handle.value, ticket.reference)
        var nodes: [Node] = [.tag(.h1, text: "Ticket \(ticket.reference)"),
                             .document(TicketsPresenter.show(shown, written: []).document, topHeadingLevel: 2, links: [:])]
        if ticket.status == .valid {
            nodes.append(.tag(.p, [.class("page-links")], [.text("QR code as "), Link("PNG", href: base + "/qr.png").node, .text(" · "),
                                                           Link("SVG", href: base + "/qr.svg").node]))
        }
        if mayChange, ticket.status == .valid {
            var actions: [Node] = []
            if ticket.guestID != nil, ticket.email != nil {
                actions.append(Form(action: base + "/send", items: [], buttons: [Button("Mail it to the guest", kind: .secondary)], token: token,
                                    error: error?.message).node)
            }
            actions.append(.tag(.p, [], [Link("Cancel this ticket", href: base + "/cancel").node]))
            nodes.append(.tag(.section, [.class("card")], [.tag(.h2, text: "Do")] + actions))
        }
        if let history {
            nodes.append(.tag(.section, [.class("card")], [.document(EventLogPresenter.history(history), topHeadingLevel: 2, links: [:])]))
        }
        nodes.append(.tag(.p, [.class("page-links")], [Link("Back to the tickets", href: TicketsRoutes.path(shown.ticket.event.handle.value)).node]))
        return nodes
    }

    /// The page that asks before a cancellation: the place is freed and the door refuses the code.
    static func cancellation(_ shown: TicketsResponse, token: Form.Token, error: DomainError? = nil) -> Page {
        guard let view = shown.tickets.first else { return Page(title: "Ticket", content: []) }
        let base = path(shown.event.handle.value, view.ticket.reference)
        let heading = "Cancel ticket \(view.ticket.reference) of \(view.ticket.holder)?"
        let form = Form(action: base + "/cancel", items: [], buttons: [Button("Cancel the ticket", kind: .danger)], token: token,
                        error: error?.message)
        return Page(title: heading, content: [Confirmation(heading: heading, consequences: [
            "Its place (\(view.type.name)) is free for another ticket.",
            "Its code is refused at every door from then on, offline doors once they next refresh their list. This cannot be undone.",
        ], form: form, back: Link("Keep the ticket", href: base)).node], signOutToken: token.value)
    }
}
