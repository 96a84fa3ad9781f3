import WebServer

/// The answer to a form posted without its token (or from another site): nothing changed,
/// and how to go on.
enum FormRefusal {
    /// `forGuest` on a guest's page, whose frame leads nowhere else.
    static func response(_ visit: Visit, forGuest: Bool = false) -> WebResponse {
        let content = "<section class=\"problem\"><h1>Form expired</h1><p>This form was not sent from this site's page, "
            + "or the page is too old; nothing was changed. Go back, reload the page and try again.</p></section>"
        return .html(Page(title: "Form expired", content: content, forGuest: forGuest).html, status: 403)
    }
}
