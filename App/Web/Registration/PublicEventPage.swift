import Agenda
import DesignTokens
import Domain
import Guests

/// An event's public page, `/e/HANDLE`: what it is, when (in its zone, and the reader's when
/// their browser's differs), where, the organiser's description, the programme, the places left
/// (or that only the waitlist is left), and the registration form while it is open. Nothing
/// about any guest.
struct PublicEventPage {
    let event: PublicEventResponse
    let programme: ExportAgendaResponse
    let token: Form.Token
    var typed: [String: String] = [:]
    var error: DomainError?

    var page: Page {
        let shown = event.event
        let base = RegistrationRoutes.path(shown.handle.value)
        return Page(title: shown.title, content: [
            .tag(.article, [.class("invitation", "public-event")], [
                .tag(.header, [.class("invitation-head")], [
                    .tag(.h1, text: shown.title),
                    EventWhen.node(shown),
                    shown.venue.map { .tag(.p, [.class("venue"), .id("venue")], text: $0) } ?? .empty,
                    shown.description.map { .tag(.div, [.class("about")], [.paragraphs(.p, [.class("role-body")], $0)]) } ?? .empty,
                ]),
                standing,
                event.open ? RegistrationForm(event: event, token: token, typed: typed, error: error).node : .empty,
                ProgrammeMarkup.section(programme),
                .tag(.p, [], [
                    .tag(.a, [.class("button"), .id("add-to-calendar"), .href(base + "/calendar.ics"), .download(shown.handle.value + ".ics")],
                         text: "Add to calendar"),
                ]),
            ]),
        ], forGuest: true)
    }

    /// Whether one may register, and how many places are left.
    private var standing: Node {
        let shown = event.event
        guard shown.status != .cancelled else {
            return .tag(.p, [.class("rsvp-status"), .id("standing"), .role("status")], text: "This event was cancelled.")
        }
        var lines: [String] = []
        if !event.open {
            lines.append(shown.registration.mode == .closed ? "Registration is by invitation only." : "Registration is closed.")
        } else {
            if let closes = shown.registration.closesAt { lines.append("Registration closes \(ZonedTime.said(closes, in: shown.timeZone)).") }
            if shown.registration.mode == .approval { lines.append("The organiser approves each registration.") }
        }
        let places: Node = event.placesLeft.map { left in
            .tag(.p, [.class("places"), .id("places")],
                 text: left == 0 ? "Waitlist only: the event is full; registering puts you on its waitlist." : "\(Plural.of(left, "place")) left.")
        } ?? .empty
        return .tag(.div, [.id("standing")], [places] + lines.map { .tag(.p, text: $0) })
    }
}
