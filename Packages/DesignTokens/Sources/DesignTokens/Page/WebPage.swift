/// A whole page of the site: its title, stylesheet and scripts (which only enhance: every page
/// works without them), a top bar, where it sits, a notice, and its content. `html` is the
/// page's one rendering; nothing else on the site writes a page's frame.
public struct WebPage: Sendable {
    public var title: String
    public var stylesheet: String
    public var scripts: [String]
    /// Where the brand leads; nil draws it as plain text (a guest's page is no way in).
    public var home: String?
    /// The top bar's end: the account's name, the sign-out form.
    public var account: [Node]
    public var navigation: Navigation?
    public var breadcrumbs: Breadcrumbs?
    public var notice: Notice?
    /// `data-…` on `main`, for the page's scripts.
    public var mainData: [Attribute]
    public var content: [Node]

    public init(title: String, stylesheet: String, scripts: [String], home: String?, account: [Node] = [], navigation: Navigation? = nil,
                breadcrumbs: Breadcrumbs? = nil, notice: Notice? = nil, mainData: [Attribute] = [], content: [Node]) {
        self.title = title
        self.stylesheet = stylesheet
        self.scripts = scripts
        self.home = home
        self.account = account
        self.navigation = navigation
        self.breadcrumbs = breadcrumbs
        self.notice = notice
        self.mainData = mainData
        self.content = content
    }

    public var html: String {
        let brand: Node = home.map { .tag(.a, [.class("brand"), .href($0)], text: "RushDay") } ?? .tag(.span, [.class("brand")], text: "RushDay")
        return HTMLPage(title: title + " · RushDay", style: .linked(stylesheet), scripts: scripts, body: [
            .tag(.header, [.class("topbar")], [brand] + account),
            navigation?.node ?? .empty,
            .tag(.main, [.class("page")] + mainData, [breadcrumbs?.node ?? .empty, notice?.node ?? .empty] + content),
        ]).html
    }
}
