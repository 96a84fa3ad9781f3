import Domain
import Foundation
import Mail
import WebServer

/// One mail's unsubscribe link, `/u/SECRET`: the page asks before it changes anything (a link
/// scanner following it stops nothing), its button posts the form; a mail program's RFC 8058
/// one-click post (`List-Unsubscribe=One-Click`, sent without cookies) is taken as it comes,
/// since it carries the link's secret and nothing else could. A link that opens nothing gets
/// the same plain 404 and counts against its client, as personal links do.
enum UnsubscribeRoutes {
    static let prefix = "/\(GuestAddresses.unsubscribeSegment)/"

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.get("/u/:secret") { request in
            await unsubscribePage(face, request) { visit, secret in
                page(try await Unsubscribe(visit.container).execute(secret: secret, confirm: false), action: prefix + secret, csrf: visit.csrf)
            }
        }
        routes.post("/u/:secret") { request in
            await unsubscribePage(face, request) { visit, secret in
                let oneClick = request.form["List-Unsubscribe"] == "One-Click"
                guard oneClick || face.forms.allows(request) else { return FormRefusal.response(visit, forGuest: true) }
                return page(try await Unsubscribe(visit.container).execute(secret: secret, confirm: true), action: prefix + secret, csrf: visit.csrf)
            }
        }
        return routes
    }

    private static func page(_ response: UnsubscribeResponse, action: String, csrf: String) -> WebResponse {
        let title = Markup.escape(response.event.title)
        let content: String
        if let since = response.unsubscribedAt {
            content = """
                <section class="problem"><h1>Unsubscribed</h1><p>\(Markup.escape(response.guestName)), you will get no more \
                invitations or reminders for \(title) (since <time datetime="\(Markup.escape(ZonedTime.iso8601(since, in: response.event.timeZone)))">\
                \(Markup.escape(ZonedTime.spoken(since, in: response.event.timeZone)))</time>). \
                Tickets you hold still reach you.</p></section>
                """
        } else {
            content = """
                <section class="problem"><h1>Stop mail about \(title)?</h1><p>\(Markup.escape(response.guestName)), you will get no \
                more invitations or reminders for this event. Tickets you hold still reach you.</p>\
                <form method="post" action="\(Markup.escape(action))">\(FormGuard.hiddenField(csrf))\
                <button type="submit">Unsubscribe</button></form></section>
                """
        }
        return .html(Page(title: "Unsubscribe", content: content, forGuest: true).html)
    }

    private static func unsubscribePage(_ face: WebFace, _ request: WebRequest,
                                        _ answer: (Visit, String) async throws -> WebResponse) async -> WebResponse {
        let visit = face.visit(request)
        do {
            return visit.finish(try await answer(visit, request.parameters["secret"] ?? ""))
        } catch {
            let error = error as? DomainError ?? .io(field: "server", message: "could not answer; try again")
            guard error == .unsubscribeInvalid else {
                return visit.finish(GuestPageRoutes.problem("Cannot do that", error.reason, status: WebErrors.status(for: error)))
            }
            if face.linkThrottle.throttles(afterFailureFrom: request.client) { return visit.finish(GuestPageRoutes.tooManyAttempts) }
            return visit.finish(GuestPageRoutes.problem("Link not valid", "This unsubscribe link is not valid.", status: 404))
        }
    }
}
