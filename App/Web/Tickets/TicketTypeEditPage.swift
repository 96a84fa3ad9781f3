import DesignTokens
import Domain
import Tickets

/// One ticket type's edit form, as `tickets types update`: every field holds the type's value;
/// a field emptied clears it (no quota of its own, no pool, no sales window), and a quota below
/// what is issued is refused beside the field.
struct TicketTypeEditPage {
    let event: Event
    let type: TicketType
    let token: Form.Token
    var typed: [String: String] = [:]
    var error: DomainError?

    static func path(_ event: String, _ type: String) -> String {
        TicketTypesPage.path(event) + "/" + EventPage.segment(type)
    }

    /// The change a posted form asks for. Each field is sent as it stands; the use case finds
    /// what differs (nothing: `nothingToChange`).
    static func request(_ form: [String: String], event: String, type: String) throws(DomainError) -> UpdateTicketTypeRequest {
        UpdateTicketTypeRequest(event: event, type: type, name: form["name"], price: form["price"],
                                quota: try form.number("quota") ?? (form["quota"] == nil ? nil : -1),
                                pool: form["pool"]?.trimmingCharacters(in: .whitespaces), opens: form["opens"], closes: form["closes"],
                                maxPerIssue: try form.number("max-per-issue"))
    }

    var content: [Node] {
        let fields = TicketTypeFieldsForm(event: event, type: type, values: typed, error: error)
        return [
            .tag(.h1, text: "Ticket type \(type.name)"),
            .tag(.p, text: "Tickets already issued keep the price they were issued at."),
            Form(action: Self.path(event.handle.value, type.handle.value), items: fields.items(naming: true), buttons: [Button("Save the type")],
                 token: token, error: fields.unplaced).node,
            .tag(.p, [.class("page-links")], [Link("Back to the ticket types", href: TicketTypesPage.path(event.handle.value)).node]),
        ]
    }
}
