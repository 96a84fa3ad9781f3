import Domain
import WebServer

extension WebFace {
    /// A visit to `event`'s door: the request's door cookie speaks for it when its link is that
    /// event's; a cookie of another event's door is left out, so a member signed in in the same
    /// browser still opens this one (and anyone else is sent to sign in). A link that no longer
    /// opens is kept: the use case refuses it, and the door's page says so at once.
    func doorVisit(_ request: WebRequest, event: String) async -> Visit {
        guard let secret = request.cookie(DoorEntrance.cookieName), !secret.isEmpty else { return visit(request) }
        let visit = visit(request, doorLink: secret)
        do {
            guard let door = try await visit.container.doorPass.door() else { return visit }
            let opened = try await visit.container.eventRepository.find(id: door.eventID)
            return opened?.handle.value == event.lowercased() ? visit : self.visit(request)
        } catch {
            return visit
        }
    }
}
