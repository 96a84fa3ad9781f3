import DesignTokens
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
        var forms = FormRoutes(face.forms)
        routes.get("/u/:secret") { request in
            await unsubscribePage(face, request) { visit, secret in
                page(try await Unsubscribe(visit.container).execute(secret: secret, confirm: false), action: prefix + secret, token: visit.token)
            }
        }
        forms.post("/u/:secret", unsigned: { $0.form["List-Unsubscribe"] == "One-Click" }) { request in
            await unsubscribePage(face, request) { visit, secret in
                page(try await Unsubscribe(visit.container).execute(secret: secret, confirm: true), action: prefix + secret, token: visit.token)
            }
        }
        routes.add(forms)
        return routes
    }

    private static func page(_ response: UnsubscribeResponse, action: String, token: Form.Token) -> WebResponse {
        let zone = response.event.timeZone
        let content: Node
        if let since = response.unsubscribedAt {
            let said = Cell.time(ZonedTime.said(since, in: zone),
                                 before: "\(response.guestName), you will get no more invitations or reminders for \(response.event.title) (since ",
                                 after: "). Tickets you hold still reach you.")
            content = .tag(.section, [.class("problem")], [.tag(.h1, text: "Unsubscribed"), .tag(.p, [], [.cell(said)])])
        } else {
            content = .tag(.section, [.class("problem")], [
                .tag(.h1, text: "Stop mail about \(response.event.title)?"),
                .tag(.p, text: "\(response.guestName), you will get no more invitations or reminders for this event. Tickets you hold still reach you."),
                Form(action: action, items: [], buttons: [Button("Unsubscribe")], token: token).node,
            ])
        }
        return .html(Page(title: "Unsubscribe", content: [content], forGuest: true).html)
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
            if await face.throttles(.linkGuesses, afterAttemptBy: request.client) { return visit.finish(GuestPageRoutes.tooManyAttempts) }
            return visit.finish(GuestPageRoutes.problem("Link not valid", "This unsubscribe link is not valid.", status: 404))
        }
    }
}
