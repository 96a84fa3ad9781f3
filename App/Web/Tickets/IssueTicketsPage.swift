import DesignTokens
import Domain
import Tickets

/// The form of `tickets issue`: a type, then a guest (found by handle, email or name) or a
/// holder's name and email, how many, and whether to mail them at once. A refusal (sold out,
/// not on sale, a party already ticketed) is drawn beside its field with what was typed kept.
struct IssueTicketsPage {
    static let fields = ["type", "guest", "name", "email", "count", "send"]

    let types: TicketTypesResponse
    let token: Form.Token
    var typed: [String: String] = [:]
    var error: DomainError?

    static func path(_ event: String) -> String {
        TicketsRoutes.path(event) + "/issue"
    }

    /// What a posted form asks; `guest` as typed, which the route may resolve from a name.
    static func request(_ form: [String: String], event: String) throws(DomainError) -> IssueTicketsRequest {
        IssueTicketsRequest(event: event, type: form["type"] ?? "", guest: form.given("guest"), name: form.given("name"),
                            email: form.given("email"), count: try form.number("count"), send: form["send"] == "on")
    }

    var content: [Node] {
        let event = types.event.handle.value
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let options = types.catalog.types.map { type in
            let left = types.left(of: type)
            return Field.Option(type.handle.value, "\(type.name), \(type.price)" + (left.map { ", \($0) left" } ?? ""))
        }
        guard !options.isEmpty else {
            return [.tag(.h1, text: "Issue tickets"),
                    .tag(.p, [], [.text("No ticket types yet: "), Link("add one", href: TicketTypesPage.path(event)).node, .text(" first.")])]
        }
        let form = Form(action: Self.path(event), items: [
            .field(Field("type", label: "Ticket type", .select(options, selected: typed["type"] ?? options[0].value), error: about("type"))),
            .field(Field("guest", label: "To a guest of the list", .search(typed["guest"] ?? ""),
                         hint: "Their name, email or handle; an accepted guest gets a ticket for each of their party not yet ticketed.",
                         error: about("guest"), autocomplete: "off")),
            .note("Or to anyone, by name:"),
            .field(Field("name", label: "Holder's name", .text(typed["name"] ?? ""), error: about("name"), autocomplete: "off")),
            .field(Field("email", label: "Holder's email", .email(typed["email"] ?? ""), error: about("email"), autocomplete: "off")),
            .field(Field("count", label: "How many", .number(typed["count"] ?? "", min: 1, max: nil),
                         hint: "Blank: the guest's party, or one for a name.", error: about("count"))),
            .field(Field("send", label: "Mail the guest their tickets now", .checkbox(checked: typed["send"] == "on"), error: about("send"))),
        ], buttons: [Button("Issue")], token: token, error: Self.fields.contains(error?.field ?? "") ? nil : error?.message)
        return [
            .tag(.h1, text: "Issue tickets"),
            form.node,
            .tag(.p, [.class("page-links")], [Link("Back to the tickets", href: TicketsRoutes.path(event)).node]),
        ]
    }
}
