import DesignTokens
import Domain
import WebServer

extension WebRoutes {
    /// `GET path`: the page `draw` makes for the visit, or the refusal of what it read (the
    /// problem page, or JSON) with the status the refusal's kind says.
    mutating func page(_ path: String, _ face: WebFace, _ draw: @escaping @Sendable (WebRequest, Visit) async throws(DomainError) -> Page) {
        get(path) { request in
            let visit = face.visit(request)
            do throws(DomainError) {
                return visit.finish(.html(try await draw(request, visit).html))
            } catch {
                return visit.finish(WebAnswer.failure(error, visit))
            }
        }
    }
}
