import Domain
import Foundation
import WebServer

/// A door link, `/d/SECRET`, opened on the door's phone: the secret becomes the door's cookie
/// and the browser goes on to its event's door page. The cookie is Lax as the session's is (a
/// door link tapped in webmail opens the page; another site's form posts nothing with it: every
/// post needs the page's token too), dies with the link, and only the door's own routes read it; to
/// every other page its browser is not signed in. A link that opens nothing gets the guests'
/// plain 404 and counts against its client address, as a guest's link does (`ClientThrottle.linkGuesses`).
enum DoorEntrance {
    static let segment = "d"
    static let cookieName = "rushday_door"

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.get("/\(segment)/:secret") { request in
            let secret = request.parameters["secret"] ?? ""
            let visit = face.visit(request, doorLink: secret)
            do throws(DomainError) {
                guard let door = try await visit.container.doorPass.door(),
                      let event = try await visit.container.eventRepository.find(id: door.eventID)
                else { throw .doorLinkInvalid }
                var response = WebResponse.redirect(to: DoorRoutes.path(event.handle.value))
                let lifetime = door.expiresAt.timeIntervalSince(visit.container.clock.now())
                response.cookies.append(WebCookie(name: cookieName, value: secret, maxAge: max(1, Int(lifetime)), secure: request.isSecure))
                return visit.finish(response)
            } catch {
                guard error == .doorLinkInvalid else { return visit.finish(WebAnswer.failure(error, visit)) }
                if await face.throttles(.linkGuesses, afterAttemptBy: request.client) { return visit.finish(GuestPageRoutes.tooManyAttempts) }
                return visit.finish(GuestPageRoutes.linkNotValid)
            }
        }
        return routes
    }
}
