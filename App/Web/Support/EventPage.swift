import DesignTokens
import Foundation

/// The frame of an event's pages: its tabs (the dashboard, then each feature's, in
/// `Features.all`'s order, then the team and the settings), the one open marked.
enum EventPage {
    static func page(_ event: String, tab: String, visit: Visit, notice: Notice? = nil) -> ([Node]) -> Page {
        let base = "/events/" + segment(event)
        // The team and the settings last, as the peers' navigation has them.
        let tabs = (Features.all.compactMap { $0.web.eventTab } + [TeamRoutes.tab, EventSettingsRoutes.tab]).map { item in
            Link(item.title, href: item.path.isEmpty ? base : base + "/" + item.path, current: item.path == tab)
        }
        return { content in Page(title: event, content: content, tabs: tabs, signOutToken: visit.csrf, notice: notice) }
    }

    /// A handle as one path segment: whatever it holds stays inside it.
    static func segment(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? text
    }
}
