import DesignTokens
import Domain
import WebServer

extension FormRoutes {
    /// A form's POST, answered as every form of the site is: `change` makes the change and says
    /// where the browser goes next (post/redirect/get); a refusal of what was typed (`onPage`:
    /// bad input by default) comes back as the page `redraw` draws around it, beside its field
    /// with what was typed, under the refusal's status; anything else (signed out meanwhile, no
    /// such event, the store down) is the site's problem page or JSON.
    mutating func post(_ path: String, _ face: WebFace, uploads: WebUploads? = nil,
                       onPage: @escaping @Sendable (DomainError) -> Bool = { $0.category == .invalidData },
                       change: @escaping @Sendable (WebRequest, Visit) async throws(DomainError) -> String,
                       redraw: @escaping @Sendable (WebRequest, Visit, DomainError) async throws(DomainError) -> Page) {
        post(path, face, uploads: uploads, onPage: onPage, answer: { request, visit throws(DomainError) in .redirect(try await change(request, visit)) }, redraw: redraw)
    }

    /// A form's POST whose success may be a page of its own (`FormAnswer.page`) or a file: what
    /// it made is shown once, never put in an address (a new link, links for a mail merge), or
    /// it reports what happened (a test mail's reply, a preview). Refusals as `post(_:_:onPage:change:redraw:)`.
    /// With `uploads` the form may carry files (`WebRequest.files`).
    mutating func post(_ path: String, _ face: WebFace, uploads: WebUploads? = nil,
                       onPage: @escaping @Sendable (DomainError) -> Bool = { $0.category == .invalidData },
                       answer: @escaping @Sendable (WebRequest, Visit) async throws(DomainError) -> FormAnswer,
                       redraw: @escaping @Sendable (WebRequest, Visit, DomainError) async throws(DomainError) -> Page) {
        post(path, uploads: uploads) { request in
            let visit = face.visit(request)
            do throws(DomainError) {
                do throws(DomainError) {
                    switch try await answer(request, visit) {
                    case let .redirect(target): return visit.finish(.redirect(to: target))
                    case let .page(page): return visit.finish(.html(page.html))
                    case let .file(presentation, name): return visit.finish(WebAnswer.download(presentation, name: name))
                    }
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

/// What a form's POST answers with when it succeeds: the next page's address (post/redirect/get),
/// a page drawn as the answer itself, or a CSV file to save (`NAME.csv`), as what it made
/// holds secrets no address may carry.
enum FormAnswer {
    case redirect(String)
    case page(Page)
    case file(Presentation, name: String)
}
