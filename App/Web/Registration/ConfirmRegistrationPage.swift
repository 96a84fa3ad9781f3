import DesignTokens
import Domain
import Guests

/// What the link mailed to someone who registered opens while the registration is unconfirmed:
/// the event, who registered, and the Confirm button. Opening the page changes nothing (mail
/// scanners open links); only the button confirms. Past its 24 hours the page says so and
/// links to the event's page to register again.
struct ConfirmRegistrationPage {
    let invitation: InvitationResponse
    let base: String
    let token: Form.Token
    let expired: Bool

    static func confirmPath(_ base: String) -> String { base + "/confirm" }

    var page: Page {
        let event = invitation.event
        let guest = invitation.guest
        let again = RegistrationRoutes.path(event.handle.value)
        let body: [Node] = expired
            ? [.tag(.p, [.id("expired"), .role("status")],
                    text: "This registration was not confirmed within 24 hours, so it holds nothing. Register again to get a new link."),
               .tag(.p, [], [Link("Register again", href: again).node])]
            : [.tag(.p, text: "You registered as \(guest.name)" + (guest.others > 0 ? " with \(Plural.of(guest.others, "other person", "other people"))" : "")
                    + ". Your registration holds no place until you confirm it"
                    + (event.registration.mode == .approval ? "; the organiser then approves it." : ".")),
               Form(action: Self.confirmPath(base), id: "confirm", items: [],
                    buttons: [Button("Confirm my registration", id: "confirm-button")], token: token).node]
        return Page(title: "Confirm your registration", content: [
            .tag(.article, [.class("invitation", "confirm-registration")], [
                .tag(.header, [.class("invitation-head")], [
                    .tag(.p, [.class("greeting")], text: "Confirm your registration for"),
                    .tag(.h1, text: event.title),
                    EventWhen.node(event),
                    event.venue.map { .tag(.p, [.class("venue"), .id("venue")], text: $0) } ?? .empty,
                ]),
            ] + body),
        ], forGuest: true)
    }
}
