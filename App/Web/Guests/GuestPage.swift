import DesignTokens
import Domain
import Guests

/// A guest as the organiser sees them: everything `guests show` prints, the valid tickets they
/// hold, an answer given on their behalf (as `guests rsvp`), and the ways to edit or remove them.
/// Staff, who may read the list but not change it, see the guest alone.
struct GuestPage {
    let guest: GuestResponse
    let token: Form.Token
    /// Whether the visitor's role may change the guest list.
    var mayChange = true
    var typed: [String: String] = [:]
    var error: DomainError?

    static func path(_ event: String, _ guest: String) -> String {
        "/events/" + EventPage.segment(event) + "/guests/" + EventPage.segment(guest)
    }

    var content: [Node] {
        let base = Self.path(guest.event.handle.value, guest.guest.handle.value)
        var content: [Node] = [.document(GuestsPresenter.show(guest).document, topHeadingLevel: 1, links: [:])]
        if !guest.heldTickets.isEmpty {
            content.append(.tag(.p, text: "Holds \(Plural.of(guest.heldTickets.count, "valid ticket")): \(guest.heldTickets.joined(separator: ", "))"))
        }
        guard mayChange else { return content }
        content.append(.tag(.nav, [.class("page-links"), .aria(.label, "Guest actions")], [
            .tag(.a, [.href(base + "/edit")], text: "Edit"), .text(" · "), .tag(.a, [.href(base + "/remove")], text: "Remove"),
        ]))
        content.append(.tag(.section, [.class("card")], [.tag(.h2, text: "Answer for them"), answerForm(base).node]))
        return content
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
