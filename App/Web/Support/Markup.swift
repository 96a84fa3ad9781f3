import DesignTokens

/// The one door to DesignTokens' HTML renderer for the web's pages: documents become
/// fragments, and every text the pages write themselves is escaped the same way.
enum Markup {
    static func escape(_ text: String) -> String {
        HTML.escaped(text)
    }

    static func fragment(_ document: Document) -> String {
        HTMLRenderer().render(document)
    }
}
