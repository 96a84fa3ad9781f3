import DesignTokens
import WebServer

/// The frame of every page of the site, drawn by DesignTokens' `WebPage`: the stylesheet
/// generated from the design tokens, the site's script and a page's own (which only enhance:
/// every page works without them), a top bar, the page's tabs, the content.
struct Page {
    var title: String
    var content: [Node]
    /// The page's tabs (an event's dashboard, guests, tickets...), the current one marked.
    var tabs: [Link] = []
    /// The form token for the sign-out button; nil on pages for people not signed in.
    var signOutToken: String?
    /// A guest's page: the brand is not a way into the organiser's pages.
    var forGuest = false
    /// Scripts of this page alone (the door's), after the site's.
    var scripts: [String] = []
    /// Data for those scripts on the `main` element.
    var mainData: [Attribute] = []
    /// What the form that led here did ("Event created").
    var notice: Notice?

    var html: String {
        let signOut = signOutToken.map { token in
            Form(action: "/signout", items: [], buttons: [Button("Sign out", kind: .secondary)],
                 token: Form.Token(name: FormGuard.fieldName, value: token), classes: ["signout"]).node
        }
        return WebPage(title: title, stylesheet: Assets.stylesheetPath, scripts: [Assets.scriptPath] + scripts, home: forGuest ? nil : "/events",
                       account: signOut.map { [Link("Your account", href: "/account").node, $0] } ?? [], navigation: tabs.isEmpty ? nil : Navigation(label: "Event", links: tabs),
                       notice: notice, mainData: mainData, content: content).html
    }

    /// A page that says what went wrong, in words, and perhaps where to go on.
    static func problem(_ title: String, _ text: String, next: Link? = nil, signOutToken: String? = nil, forGuest: Bool = false,
                        marks: [Attribute] = []) -> Page {
        Page(title: title, content: [
            .tag(.section, [.class("problem")] + marks, [.tag(.h1, text: title), .tag(.p, text: text)]
                + (next.map { [.tag(.p, [], [$0.node])] } ?? [])),
        ], signOutToken: signOutToken, forGuest: forGuest)
    }
}
