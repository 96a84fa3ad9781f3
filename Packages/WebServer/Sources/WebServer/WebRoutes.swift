/// The routes the composition gives the server: method, path pattern (`/events/:event`) and
/// a handler. A handler that throws answers 500 with no detail; routes render their own errors.
/// A POST route comes only through `FormRoutes`, which checks every post's CSRF token.
public struct WebRoutes: Sendable {
    public typealias Handler = @Sendable (WebRequest) async throws -> WebResponse

    struct Route: Sendable {
        let method: WebRequest.Method
        let path: String
        var handler: Handler
        /// A route taking files reads a multipart body as it arrives (`MultipartBody`), into
        /// files; `admits` says, before the first file is written, whether the post may act.
        var uploads: WebUploads?
        var admits: (@Sendable (WebRequest) -> Bool)?
    }

    private(set) var routes: [Route] = []

    public init() {}

    public mutating func get(_ path: String, _ handler: @escaping Handler) {
        routes.append(Route(method: .get, path: path, handler: handler))
    }

    public mutating func add(_ other: WebRoutes) {
        routes += other.routes
    }

    public mutating func add(_ forms: FormRoutes) {
        routes += forms.routes
    }

    /// Every route with its handler run inside `wrap`: what the composition does around each
    /// request, whatever its route (who makes the request's changes, for the log of them).
    public func around(_ wrap: @escaping @Sendable (WebRequest, Handler) async throws -> WebResponse) -> WebRoutes {
        var wrapped = self
        wrapped.routes = routes.map { route in
            var route = route
            let handler = route.handler
            route.handler = { request in try await wrap(request, handler) }
            return route
        }
        return wrapped
    }

    /// The path patterns of every POST route, for a test to post to each without its token.
    public var posts: [String] {
        routes.filter { $0.method == .post }.map(\.path)
    }
}
