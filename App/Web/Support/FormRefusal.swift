import Domain
import WebServer

/// The answer to a form posted without its token (or from another site): nothing changed, and
/// how to go on; JSON for a script that asked for it (the door's). Every POST route gets it
/// from `FormRoutes`, before its handler runs.
enum FormRefusal {
    @Sendable static func response(_ request: WebRequest) -> WebResponse {
        let accept = request.headers["accept"] ?? ""
        if request.query["format"] == "json" || (accept.contains("application/json") && !accept.contains("text/html")) {
            return .json(WebErrors.json(.forbidden("this page is too old or was not sent from this site; reload it")), status: 403)
        }
        let page = Page.problem("Form expired", "This form was not sent from this site's page, or the page is too old; nothing was changed. "
            + "Go back, reload the page and try again.", forGuest: true)
        return .html(page.html, status: 403)
    }
}
