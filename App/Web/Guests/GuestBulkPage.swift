import DesignTokens
import Domain
import Guests

/// Many guests changed at once, as `guests tag`, `guests invite`, `tickets send` and `guests links` do:
/// the guests chosen by their boxes on the list, or every guest the list's filters keep (all its
/// pages), carried in the address and the form as the list has them. A tag added or taken away, an invitation to those of them who have not
/// answered (or, with a status chosen, those of that status), their tickets mailed, or personal links made for those
/// who have none (or replaced too), answered as a CSV file for a mail merge.
struct GuestBulkPage {
    enum Action: String, CaseIterable {
        case tag, untag, invite, tickets, links, approve, decline
    }

    let event: String
    let filter: GuestFilter
    /// The guests chosen by their boxes on the list, by handle; none: those the filters keep.
    var named: [String] = []
    /// How many guests the filters keep, or were chosen.
    let chosen: Int
    let token: Form.Token
    var typed: [String: String] = [:]
    var error: DomainError?

    static func path(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/guests/bulk"
    }

    /// The filters a query or a posted form carries, blank ones left out.
    static func filter(_ fields: [String: String]) throws(DomainError) -> GuestFilter {
        return GuestFilter(status: try fields.given("status").map { text throws(DomainError) in try WebQuery.value(text, of: RSVPStatus.self, field: "status") },
                           tag: fields.given("tag"), search: fields.given("search"))
    }

    /// The boxes the list gives each guest's row, for `chosenForm`.
    static let selection = TableSelection(column: "GUEST", form: "chosen-guests", prefix: "guest-")

    /// The list's form for the guests chosen by their boxes: it asks for this page with them.
    static func chosenForm(_ event: String) -> Node {
        Form(action: path(event), method: .get, id: selection.form, items: [], buttons: [Button("Change the chosen guests", kind: .secondary)],
             token: nil, classes: ["chosen-guests"]).node
    }

    /// The guests a query or a posted form chose by their boxes, by handle.
    static func named(_ fields: [String: String]) -> [String] {
        fields.filter { $0.key.hasPrefix(selection.prefix) && $0.value == "on" }.map { String($0.key.dropFirst(selection.prefix.count)) }.sorted()
    }

    /// The filters as the list's query fields.
    static func fields(_ filter: GuestFilter) -> [String: String] {
        ["status": filter.status?.rawValue, "tag": filter.tag, "search": filter.search].compactMapValues { $0 }
    }

    var content: [Node] {
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let invite = filter.status != nil || !named.isEmpty ? "Invite them (a new personal link each)" : "Invite those of them who have not answered (a new personal link each)"
        let actions = [Field.Option(Action.tag.rawValue, "Add a tag"), Field.Option(Action.untag.rawValue, "Take a tag away"),
                       Field.Option(Action.invite.rawValue, invite),
                       Field.Option(Action.tickets.rawValue, "Send their tickets (one mail per guest, with all their valid tickets)"),
                       Field.Option(Action.links.rawValue, "Make personal links for those who have none (a CSV file for a mail merge)"),
                       Field.Option(Action.approve.rawValue, "Approve their registrations (each must be waiting for approval)"),
                       Field.Option(Action.decline.rawValue, "Decline their registrations (each must be waiting for approval)")]
        let hidden = Self.fields(filter).sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
            + named.map { (name: Self.selection.prefix + $0, value: "on") }
        let form = Form(action: Self.path(event), items: [
            .field(Field("action", label: "What to do", .radios(actions, selected: typed["action"] ?? Action.tag.rawValue), error: about("action"))),
            .field(Field("name", label: "Tag", .text(typed["name"] ?? ""), hint: "For adding or taking away: a word like vip.",
                         error: about("tag"), autocomplete: "off")),
            .field(Field("unsent", label: "Tickets: only those not mailed before", .checkbox(checked: typed["unsent"] == "on"))),
            .field(Field("rotate", label: "Links: replace those they hold too (their old links stop working)", .checkbox(checked: typed["rotate"] == "on"))),
        ], buttons: [Button("Apply to \(Plural.of(chosen, "guest"))")], token: token,
        error: error.flatMap { ["action", "tag"].contains($0.field ?? "") ? nil : $0.message }, hidden: hidden)
        var said = ["status": filter.status?.rawValue, "tag": filter.tag, "search": filter.search.map { "“\($0)”" }].compactMap { name, value in
            value.map { "\(name) \($0)" }
        }.sorted()
        if said.isEmpty { said = ["no filter: every guest"] }
        let which = named.isEmpty ? "The guests of the list as filtered (\(said.joined(separator: ", "))), on every page."
            : "The guests chosen on the list: \(named.joined(separator: ", "))."
        return [
            .tag(.h1, text: "Change \(Plural.of(chosen, "guest")) at once"),
            .tag(.p, text: which),
            form.node,
        ]
    }
}
