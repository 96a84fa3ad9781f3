import DesignTokens
import Domain
import Events

/// An event's team: its members with their roles (as `events members list`), a form that adds
/// someone with an account or changes their role, and a button that removes each member but the
/// owner. A refusal is drawn beside the field it names, or above the forms.
struct TeamPage {
    let members: MemberListResponse
    let token: Form.Token
    /// Whether the visitor's role may change the team; staff only see it, as at the terminal.
    var mayChange = true
    var typed: [String: String] = [:]
    var error: DomainError?

    func page(tabs frame: ([Node]) -> Page) -> Page {
        let base = "/events/" + EventPage.segment(members.event.handle.value) + "/team"
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let roles = [Role.staff, .organizer].map { Field.Option($0.rawValue) }
        let add = Form(action: base, items: [
            .field(Field("email", label: "Email of their account", .email(typed["email"] ?? ""), error: about("email"), required: true,
                         autocomplete: "off")),
            .field(Field("role", label: "Role", .select(roles, selected: typed["role"] ?? Role.staff.rawValue),
                         hint: "Staff check guests in and read the lists; organizers manage everything but the event's deletion.",
                         error: about("role"))),
        ], buttons: [Button("Add or change")], token: token,
        error: error.flatMap { ["email", "role"].contains($0.field ?? "") ? nil : $0.message })
        let removals: [Node] = members.members.filter { $0.membership.role != .owner }.map { member in
            Form(action: base + "/remove", items: [], buttons: [Button("Remove \(member.displayName)", kind: .secondary)], token: token,
                 hidden: [(name: "email", value: member.email.value)]).node
        }
        let list: Node = .document(MemberPresenter.list(members).document, topHeadingLevel: 1, links: [:])
        guard mayChange else { return frame([list]) }
        return frame([list,
                      .tag(.section, [.class("card")], [.tag(.h2, text: "Add a member or change a role"), add.node]),
                      removals.isEmpty ? .empty : .tag(.section, [.class("card")], [.tag(.h2, text: "Remove a member")] + removals)])
    }
}
