import DesignTokens
import Domain
import Foundation
import WebServer

/// How a route answers: a presentation as a page, or as the same JSON or CSV the command line
/// prints (`?format=json|csv`); a `DomainError` as a page or JSON with the status its kind says.
/// A page for someone not signed in sends the browser to sign in, and back after.
enum WebAnswer {
    static func present(_ presentation: Presentation, _ visit: Visit, links: [String: @Sendable (String) -> String] = [:],
                        selection: TableSelection? = nil, page: ([Node]) -> Page) -> WebResponse {
        switch visit.format {
        case .json:
            return json(presentation)
        case .csv:
            return download(presentation, name: downloadName(visit.request.path))
        case .table:
            return .html(page([.document(presentation.document, topHeadingLevel: 1, links: links, selection: selection)]).html)
        }
    }

    /// The presentation's CSV as a file to save, `NAME.csv` (letters, digits and hyphens).
    static func download(_ presentation: Presentation, name: String) -> WebResponse {
        var response = WebResponse.text((try? renderer.render(presentation, as: .csv)) ?? "", type: "text/csv; charset=utf-8")
        response.headers.append(("Content-Disposition", "attachment; filename=\"\(name).csv\""))
        return response
    }

    /// A file to save as `name`, of `type` (a key file, a QR code's image, a calendar).
    static func file(_ bytes: [UInt8], type: String, name: String) -> WebResponse {
        WebResponse(status: 200, headers: [("Content-Type", type), ("Content-Disposition", "attachment; filename=\"\(name)\"")], body: .bytes(bytes))
    }

    /// The presentation's JSON, whatever the client asked for (a door's offline list is JSON only).
    static func json(_ presentation: Presentation) -> WebResponse {
        .json((try? renderer.bytes(presentation, as: .json)) ?? [])
    }

    static func failure(_ error: DomainError, _ visit: Visit) -> WebResponse {
        let status = WebErrors.status(for: error)
        if visit.format == .json { return .json(WebErrors.json(error), status: status) }
        if case .notSignedIn = error, visit.request.method == .get {
            return .redirect(to: "/signin?" + SignInDestination.query(for: visit.request.target))
        }
        let page = Page.problem(title(for: status), error.message, next: Link("Your events", href: "/events"), signOutToken: visit.csrf)
        return .html(page.html, status: status)
    }

    /// A download's name from the page's path: `gala-guests` for `/events/gala/guests`, `events`
    /// for `/events`; letters, digits and hyphens only.
    /// Where this site is, as the browser reached it: the start of the links it makes (a guest's,
    /// a door's) for the one who asked to copy or scan.
    static func origin(_ request: WebRequest) -> String {
        (request.isSecure ? "https://" : "http://") + (request.headers["host"] ?? "localhost")
    }

    static func downloadName(_ path: String) -> String {
        var parts = path.split(separator: "/").map { String($0.lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) }
        if parts.count > 1, parts.first == "events" { parts.removeFirst() }
        return parts.filter { !$0.isEmpty }.joined(separator: "-").nonEmpty ?? "rushday"
    }

    /// Runs one use case's call and answers with its presentation or its error; an unknown
    /// `?format=` is refused before the call.
    static func run(_ visit: Visit, links: [String: @Sendable (String) -> String] = [:], selection: TableSelection? = nil,
                    page: ([Node]) -> Page, _ call: () async throws -> Presentation) async -> WebResponse {
        if let refusal = visit.unknownFormat { return visit.finish(failure(refusal, visit)) }
        do {
            return visit.finish(present(try await call(), visit, links: links, selection: selection, page: page))
        } catch let error as DomainError {
            return visit.finish(failure(error, visit))
        } catch {
            return visit.finish(failure(.io(field: "server", message: "could not answer; try again"), visit))
        }
    }

    private static let renderer = OutputRenderer(capabilities: TerminalCapabilities(width: TerminalCapabilities.unlimitedWidth))

    private static func title(for status: Int) -> String {
        switch status {
        case 404: "Not found"
        case 401: "Sign in"
        case 403: "Not allowed"
        case 429: "Too many attempts"
        case 503: "Unavailable"
        case 422: "Cannot do that"
        default: "Something went wrong"
        }
    }
}

private extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
