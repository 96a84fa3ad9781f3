import Agenda
import DesignTokens
import Domain

/// One session as `agenda show` shows it, with the conflicts it is part of beside it (after a
/// save too, so they are seen as the session is saved); for the owner and organizers its edit
/// form's link and its removal, after a page that asks.
struct SessionPage {
    let session: SessionResponse
    var mayChange = true

    static func path(_ event: String, _ session: String) -> String {
        "/events/" + EventPage.segment(event) + "/sessions/" + EventPage.segment(session)
    }

    var content: [Node] {
        let base = Self.path(session.event.handle.value, session.session.handle.value)
        var nodes: [Node] = [.tag(.h1, text: "Session \(session.session.handle.value)"),
                             .document(AgendaPresenter.show(session).document, topHeadingLevel: 2, links: [:])]
        if mayChange {
            nodes.append(.tag(.nav, [.class("page-links"), .aria(.label, "Session actions")], [
                Link("Edit", href: base + "/edit").node, .text(" · "), Link("Remove", href: base + "/remove").node,
            ]))
        }
        nodes.append(.tag(.p, [.class("page-links")], [Link("Calendar file (.ics)", href: base + "/calendar.ics").node, .text(" · "),
                                                       Link("Back to the agenda", href: AgendaRoutes.path(session.event.handle.value)).node]))
        return nodes
    }

    /// The page that asks before a removal.
    static func removal(_ session: SessionResponse, token: Form.Token, error: DomainError? = nil) -> Page {
        let base = path(session.event.handle.value, session.session.handle.value)
        let heading = "Remove \(session.session.title)?"
        let form = Form(action: base + "/remove", items: [], buttons: [Button("Remove the session", kind: .danger)], token: token, error: error?.message)
        return Page(title: heading, content: [Confirmation(heading: heading, consequences: [
            "It goes off the programme, the timeline and the calendar download; its speakers are not told.",
        ], form: form, back: Link("Keep the session", href: base)).node], signOutToken: token.value)
    }
}
