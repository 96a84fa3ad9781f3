import DesignTokens
import Domain
import Foundation

/// The frame of an event's pages: its tabs (`WebFace.tabs`), the ones the visitor's role may
/// open, the current one marked.
enum EventPage {
    /// The frame for a visitor whose role is read here.
    static func page(_ event: String, tab: String, visit: Visit, notice: Notice? = nil) async -> ([Node]) -> Page {
        frame(event, tab: tab, visit: visit, notice: notice, role: await role(event, visit))
    }

    /// The frame for a visitor whose role the route knows already.
    static func frame(_ event: String, tab: String, visit: Visit, notice: Notice? = nil, role: Role) -> ([Node]) -> Page {
        let links = links(event, tab: tab, role: role, visit: visit)
        return { content in Page(title: event, content: content, tabs: links, signOutToken: visit.csrf, notice: notice) }
    }

    /// The visitor's role in the event. Someone who is no member gets the route's own refusal;
    /// until then, the least a member sees.
    static func role(_ event: String, _ visit: Visit) async -> Role {
        (try? await EventAccess(visit.container).open(event, for: .everyMember).role) ?? .staff
    }

    /// The tabs `role` may open, `tab` marked current.
    static func links(_ event: String, tab: String, role: Role, visit: Visit) -> [Link] {
        let base = "/events/" + segment(event)
        return visit.tabs.filter { $0.permission.allows(role) }.map { item in
            Link(item.title, href: item.path.isEmpty ? base : base + "/" + item.path, current: item.path == tab)
        }
    }

    /// A handle as one path segment: whatever it holds stays inside it.
    static func segment(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? text
    }
}
