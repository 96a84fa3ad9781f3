import Domain
import WebServer

extension WebFace {
    /// A visit to `event`'s door: the request's door cookie speaks for it when its link is that
    /// event's (the event the link's kept door was opened at, else read); a cookie of another
    /// event's door is left out, so a member signed in in the same browser still opens this one
    /// (and anyone else is sent to sign in). A link that no longer opens is kept: the use case
    /// refuses it, and the door's page says so at once.
    func doorVisit(_ request: WebRequest, event: String) async -> Visit {
        guard let secret = request.cookie(DoorEntrance.cookieName), !secret.isEmpty else { return visit(request, atDoor: true) }
        let visit = visit(request, doorLink: secret, atDoor: true)
        do {
            guard let door = try await visit.container.doorPass.door() else { return visit }
            var opened = doors.event(of: door)
            if opened == nil { opened = try await visit.container.eventRepository.find(id: door.eventID) }
            return opened?.handle.value == event.lowercased() ? visit : self.visit(request, atDoor: true)
        } catch {
            return visit
        }
    }
}
