import DesignTokens
import Domain
import WebServer

extension FormRoutes {
    /// A form's POST, answered as every form of the site is: `change` makes the change and says
    /// where the browser goes next (post/redirect/get); a refusal of what was typed (`onPage`:
    /// bad input by default) comes back as the page `redraw` draws around it, beside its field
    /// with what was typed, under the refusal's status; anything else (signed out meanwhile, no
    /// such event, the store down) is the site's problem page or JSON.
    mutating func post(_ path: String, _ face: WebFace, onPage: @escaping @Sendable (DomainError) -> Bool = { $0.category == .invalidData },
                       change: @escaping @Sendable (WebRequest, Visit) async throws(DomainError) -> String,
                       redraw: @escaping @Sendable (WebRequest, Visit, DomainError) async throws(DomainError) -> Page) {
        post(path) { request in
            let visit = face.visit(request)
            do throws(DomainError) {
                do throws(DomainError) {
                    return visit.finish(.redirect(to: try await change(request, visit)))
                } catch {
                    guard onPage(error) else { throw error }
                    return visit.finish(.html(try await redraw(request, visit, error).html, status: WebErrors.status(for: error)))
                }
            } catch {
                return visit.finish(WebAnswer.failure(error, visit))
            }
        }
    }
}
