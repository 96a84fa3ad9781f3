import DesignTokens
import Domain
import Tickets

/// An event's ticket types and pools (`tickets types list`), with the forms of `tickets types
/// add` and `tickets pools set`, each type's edit link and its removal. A refusal is drawn
/// beside its field in the form it came from, with what was typed kept.
struct TicketTypesPage {
    /// Which of the page's forms was posted, so a refusal goes back into that one.
    enum Posted: Equatable {
        case add, pool
        case remove(String)
    }

    let types: TicketTypesResponse
    let token: Form.Token
    var mayChange = true
    var typed: [String: String] = [:]
    var error: DomainError?
    var posted: Posted?

    static func path(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/tickets/types"
    }

    /// The type `tickets types add` makes from a posted form: blanks are options not given.
    static func addition(_ form: [String: String], event: String) throws(DomainError) -> TicketTypeRequest {
        TicketTypeRequest(event: event, name: form["name"] ?? "", price: form["price"] ?? "", quota: try form.number("quota"),
                          pool: form.given("pool"), opens: form.given("opens"), closes: form.given("closes"),
                          maxPerIssue: try form.number("max-per-issue"))
    }

    var content: [Node] {
        let event = types.event.handle.value
        let list: Node = .document(TicketTypesPresenter.list(types, words: .plain).document, topHeadingLevel: 1,
                                   links: mayChange ? ["TYPE": { TicketTypeEditPage.path(event, $0) }] : [:])
        let back: Node = .tag(.p, [.class("page-links")], [Link("Back to the tickets", href: TicketsRoutes.path(event)).node])
        guard mayChange else { return [list, back] }
        return [list, card("Add a ticket type", addForm), card("Set a pool's quota", poolForm)]
            + (types.catalog.types.isEmpty ? [] : [card("Remove a ticket type", removals)]) + [back]
    }

    private func card(_ heading: String, _ form: [Node]) -> Node {
        .tag(.section, [.class("card")], [.tag(.h2, text: heading)] + form)
    }

    private var addForm: [Node] {
        let fields = TicketTypeFieldsForm(event: types.event, values: posted == .add ? typed : [:], error: posted == .add ? error : nil)
        return [Form(action: Self.path(types.event.handle.value), items: fields.items(naming: true), buttons: [Button("Add the type")],
                     token: token, error: fields.unplaced).node]
    }

    private var poolForm: [Node] {
        let values = posted == .pool ? typed : [:]
        let about = { (field: String) in posted == .pool && error?.field == field ? error?.reason : nil }
        let form = Form(action: TicketsRoutes.path(types.event.handle.value) + "/pools", items: [
            .field(Field("pool", label: "Pool", .text(values["pool"] ?? ""), id: "pool-name", hint: "Types that name it share its quota.",
                         error: about("pool"), required: true, autocomplete: "off")),
            .field(Field("quota", label: "Quota", .number(values["quota"] ?? "", min: 0, max: nil), id: "pool-quota",
                         error: about("quota"), required: true)),
        ], buttons: [Button("Set the pool", kind: .secondary)], token: token,
        error: posted == .pool && !["pool", "quota"].contains(error?.field ?? "") ? error?.message : nil)
        return [form.node]
    }

    private var removals: [Node] {
        types.catalog.types.map { type in
            let refused = posted == .remove(type.handle.value) ? error?.message : nil
            return Form(action: TicketTypeEditPage.path(types.event.handle.value, type.handle.value) + "/remove", items: [],
                        buttons: [Button("Remove \(type.name)", kind: .danger)], token: token, error: refused).node
        }
    }
}
