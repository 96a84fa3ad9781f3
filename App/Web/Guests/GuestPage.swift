import DesignTokens
import Domain
import Events
import Guests
import Mail

/// A guest as the organiser sees them: everything `guests show` prints, the valid tickets they
/// hold, every mail sent to them with its state (`mail outbox --guest`), their personal link's
/// state and the ways to make, replace or revoke it (`guests link`), an answer given on their
/// behalf (as `guests rsvp`), and the ways to edit or remove them. Staff, who may read the list
/// but not change it, see the guest alone.
struct GuestPage {
    let guest: GuestResponse
    let token: Form.Token
    /// Whether the visitor's role may change the guest list.
    var mayChange = true
    /// The guest's mail, for a visitor whose role may see the outbox.
    var mail: OutboxResponse?
    /// What was done to the guest (`events log`), for a visitor whose role may read the log.
    var history: EventLogResponse?
    /// A link just made: shown this once, as the command prints it once.
    var newLink: String?
    var typed: [String: String] = [:]
    var error: DomainError?

    static func path(_ event: String, _ guest: String) -> String {
        "/events/" + EventPage.segment(event) + "/guests/" + EventPage.segment(guest)
    }

    var content: [Node] {
        let base = Self.path(guest.event.handle.value, guest.guest.handle.value)
        var content: [Node] = [.document(GuestsPresenter.show(guest).document, topHeadingLevel: 1, links: [:])]
        if !guest.heldTickets.isEmpty {
            let event = guest.event.handle.value
            let references = guest.heldTickets.enumerated().flatMap { index, reference -> [Node] in
                (index == 0 ? [] : [.text(", ")]) + [Link(reference, href: TicketPage.path(event, reference)).node]
            }
            content.append(.tag(.p, [], [.text("Holds \(Plural.of(guest.heldTickets.count, "valid ticket")): ")] + references))
        }
        if let mail {
            content.append(.tag(.section, [.class("card")], [
                .tag(.h2, text: "Mail to them"),
                .document(OutboxPresenter.outbox(mail, words: .plain).document, topHeadingLevel: 3, links: [:]),
            ]))
        }
        if let history {
            content.append(.tag(.section, [.class("card")], [.document(EventLogPresenter.history(history), topHeadingLevel: 2, links: [:])]))
        }
        guard mayChange else { return content }
        content.append(.tag(.nav, [.class("page-links"), .aria(.label, "Guest actions")], [
            .tag(.a, [.href(base + "/edit")], text: "Edit"), .text(" · "), .tag(.a, [.href(base + "/remove")], text: "Remove"),
        ] + (guest.guest.status == .accepted ? [.text(" · "), Link("Issue tickets", href: ListFilter.href(IssueTicketsPage.path(guest.event.handle.value),
                                                                                                     ["guest": guest.guest.handle.value])).node] : [])))
        if guest.guest.status == .pending { content.append(decisionSection(base)) }
        content.append(.tag(.section, [.class("card")], [.tag(.h2, text: "Personal link")] + linkSection(base)))
        content.append(.tag(.section, [.class("card")], [.tag(.h2, text: "Answer for them"), answerForm(base).node]))
        return content
    }

    /// `guests link`: a link is kept only as a digest, so it is shown once, when made; after
    /// that the page says one exists, and offers a new one (the old one then stops working) or
    /// its revocation.
    private func linkSection(_ base: String) -> [Node] {
        if let newLink {
            return [
                .tag(.p, text: "Copy it now and send it to \(guest.guest.name): it is shown this once, and kept only as a digest."),
                Field("new-link", label: "Their link", .text(newLink), attributes: [.flag(.readonly)]).node,
            ]
        }
        guard guest.guest.linkDigest != nil else {
            return [.tag(.p, text: "They have no personal link yet. Invitations make one; or make it here to send it yourself."),
                    Form(action: base + "/link", items: [], buttons: [Button("Make a link", kind: .secondary)], token: token).node]
        }
        return [
            .tag(.p, text: "They have a personal link. It is kept only as a digest, so it cannot be shown again."),
            Form(action: base + "/link", items: [],
                 buttons: [Button("Make a new link (the old one stops working)", name: "rotate", value: "yes", kind: .secondary)], token: token).node,
            Form(action: base + "/link/revoke", items: [], buttons: [Button("Revoke the link", kind: .danger)], token: token).node,
        ]
    }

    /// `guests approve | decline`: a registration waiting for approval, decided here.
    private func decisionSection(_ base: String) -> Node {
        .tag(.section, [.class("card"), .id("decision")], [
            .tag(.h2, text: "Registration waiting for approval"),
            .tag(.p, text: "Approving takes a place, or the waitlist when the event is full; either way \(guest.guest.name) is mailed."),
            Form(action: base + "/decision", items: [], buttons: [
                Button("Approve", name: "decision", value: "approve", id: "approve"),
                Button("Decline", name: "decision", value: "decline", id: "decline", kind: .danger),
            ], token: token).node,
        ])
    }

    /// `guests rsvp`: the answer, and the party when it changes; an acceptance that does not fit
    /// goes to the waitlist, as everywhere.
    private func answerForm(_ base: String) -> Form {
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let answers = RSVPRequest.Answer.allCases.map { Field.Option($0.rawValue) }
        return Form(action: base + "/rsvp", items: [
            .field(Field("answer", label: "Answer", .radios(answers, selected: typed["answer"] ?? ""), error: about("answer"))),
            .field(Field("party", label: "People they bring", .number(typed["party"] ?? String(guest.guest.others), min: 0, max: nil),
                         error: about("party"))),
        ], buttons: [Button("Record the answer", kind: .secondary)], token: token,
        error: error.flatMap { ["answer", "party"].contains($0.field ?? "") ? nil : $0.message })
    }

    /// The page that asks before a removal, saying what becomes of the guest's places and tickets.
    static func removal(_ guest: GuestResponse, token: Form.Token, error: DomainError? = nil) -> Page {
        let base = path(guest.event.handle.value, guest.guest.handle.value)
        var consequences = ["\(guest.guest.name) goes off the list; the places an accepted party held go to the waitlist, in order."]
        if !guest.heldTickets.isEmpty {
            consequences.append("Their \(Plural.of(guest.heldTickets.count, "valid ticket")) (\(guest.heldTickets.joined(separator: ", "))) "
                                + "stay valid until cancelled on the Tickets page: a door still admits them.")
        }
        let heading = "Remove \(guest.guest.name)?"
        let form = Form(action: base + "/remove", items: [], buttons: [Button("Remove the guest", kind: .danger)], token: token,
                        error: error?.message)
        return Page(title: heading, content: [Confirmation(heading: heading, consequences: consequences, form: form,
                                                           back: Link("Back to the guest", href: base)).node],
                    signOutToken: token.value)
    }
}
