import DesignTokens

/// The one door to DesignTokens' HTML renderer for the web's pages: documents become
/// fragments, and every text the pages write themselves is escaped the same way.
enum Markup {
    static func escape(_ text: String) -> String {
        HTML.escaped(text)
    }

    /// `links`: where a table's cells lead, by column title (an event's handle, its dashboard).
    static func fragment(_ document: Document, links: [String: @Sendable (String) -> String] = [:]) -> String {
        HTMLRenderer(links: links).render(document)
    }
}
