import DesignTokens
import Domain
import Foundation

/// The frame of an event's pages: its tabs (the dashboard, then each feature's, in
/// `Features.all`'s order, then the team and the settings), the ones the visitor's role may
/// open, the current one marked.
enum EventPage {
    /// Every tab, in order; a page shows those its visitor's role allows.
    static let tabs = Features.all.flatMap { $0.web.eventTabs } + [TeamRoutes.tab, EventSettingsRoutes.tab]

    /// `role`: the visitor's in the event, when the route knows it already.
    static func page(_ event: String, tab: String, visit: Visit, notice: Notice? = nil, role: Role? = nil) async -> ([Node]) -> Page {
        let links = await links(event, tab: tab, visit: visit, role: role)
        return { content in Page(title: event, content: content, tabs: links, signOutToken: visit.csrf, notice: notice) }
    }

    /// The tabs the visitor's role may open, `tab` marked current.
    static func links(_ event: String, tab: String, visit: Visit, role known: Role? = nil) async -> [Link] {
        let base = "/events/" + segment(event)
        // Someone who is no member gets the route's own refusal; until then, the least a member sees.
        var role = known
        if role == nil { role = try? await EventAccess(visit.container).open(event, for: .everyMember).role }
        let seen = role ?? .staff
        return tabs.filter { $0.permission.allows(seen) }.map { item in
            Link(item.title, href: item.path.isEmpty ? base : base + "/" + item.path, current: item.path == tab)
        }
    }

    /// A handle as one path segment: whatever it holds stays inside it.
    static func segment(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? text
    }
}
