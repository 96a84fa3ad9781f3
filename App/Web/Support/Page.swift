/// The frame of every page: the stylesheet generated from the design tokens, the site's script
/// and a page's own (which only enhance: every page works without them), a top bar, the content.
struct Page {
    var title: String
    var content: String
    /// The page's tabs (an event's dashboard, guests, tickets...), the current one marked.
    var tabs: [(title: String, href: String, current: Bool)] = []
    /// The form token for the sign-out button; nil on pages for people not signed in.
    var signOutToken: String?
    /// A guest's page: the brand is not a way into the organiser's pages.
    var forGuest = false
    /// Scripts of this page alone (the door's), after the site's.
    var scripts: [String] = []
    /// Data for those scripts on the `main` element (`data-…` attributes, values escaped here).
    var mainData: [(name: String, value: String)] = []

    var html: String {
        let tabs = tabs.isEmpty ? "" : "<nav class=\"tabs\" aria-label=\"Event\">" + tabs.map { tab in
            "<a href=\"\(Markup.escape(tab.href))\"\(tab.current ? " aria-current=\"page\"" : "")>\(Markup.escape(tab.title))</a>"
        }.joined() + "</nav>"
        let signOut = signOutToken.map { token in
            "<form class=\"signout\" method=\"post\" action=\"/signout\">\(FormGuard.hiddenField(token))<button type=\"submit\">Sign out</button></form>"
        } ?? ""
        let data = mainData.map { " data-\($0.name)=\"\(Markup.escape($0.value))\"" }.joined()
        let ownScripts = scripts.map { "<script src=\"\(Markup.escape($0))\" defer=\"defer\"></script>" }.joined()
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>\
        <title>\(Markup.escape(title)) · RushDay</title><link rel="icon" href="data:,"/><link rel="stylesheet" href="\(Assets.stylesheetPath)"/>\
        <script src="\(Assets.scriptPath)" defer="defer"></script>\(ownScripts)</head>
        <body><header class="topbar">\(forGuest ? "<span class=\"brand\">RushDay</span>" : "<a class=\"brand\" href=\"/events\">RushDay</a>")\(signOut)</header>\(tabs)
        <main class="page"\(data)>\(content)</main></body></html>

        """
    }
}
