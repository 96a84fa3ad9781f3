import Hummingbird

/// One HTTP request as a route sees it: already read, decoded and bounded, with no server type
/// in sight, so the composition's routes are plain functions from a request to a response.
public struct WebRequest: Sendable {
    public enum Method: String, Sendable {
        case get = "GET", post = "POST", head = "HEAD"
    }

    public let method: Method
    /// The path as sent, without the query.
    public let path: String
    /// The path and query as sent (`/events/gala/guests?status=accepted`).
    public let target: String
    /// The route's named parts: `:event` in `/events/:event` gives `parameters["event"]`.
    public let parameters: [String: String]
    public let query: [String: String]
    /// A posted form's fields (`application/x-www-form-urlencoded`, or the text fields of a
    /// `multipart/form-data` one on a route taking files); empty otherwise.
    public let form: [String: String]
    /// The `Cookie` headers as sent, split once: a door's scan asks for a cookie five times,
    /// and splitting the headers for each was a twentieth of the server's work; `cookie(_:)`
    /// reads one by name.
    private let cookies: Cookies
    /// Header names in lower case.
    public let headers: [String: String]
    /// The body as sent (a form's bytes too), at most the server's body limit.
    public let body: [UInt8]
    /// The client's address, without its port ("127.0.0.1"); nil when the transport has none.
    public let client: String?
    /// Whether it arrived over TLS, so a cookie may be marked Secure.
    public let isSecure: Bool
    /// The files of a multipart form, on a route that takes them, each already on disk.
    public let files: [WebUpload]
    /// Why a file posted did not arrive whole (too large, cut short); nil when each did.
    public let uploadProblem: WebUploads.Problem?

    init(method: Method, path: String, target: String, parameters: [String: String], query: [String: String], form: [String: String],
         cookieHeaders: [String], headers: [String: String], body: [UInt8], client: String?, isSecure: Bool,
         files: [WebUpload] = [], uploadProblem: WebUploads.Problem? = nil) {
        self.method = method
        self.path = path
        self.target = target
        self.parameters = parameters
        self.query = query
        self.form = form
        cookies = Cookies(from: cookieHeaders)
        self.headers = headers
        self.body = body
        self.client = client
        self.isSecure = isSecure
        self.files = files
        self.uploadProblem = uploadProblem
    }

    /// The file posted in the field `name`.
    public func file(_ name: String) -> WebUpload? {
        files.first { $0.field == name }
    }

    /// The value of the cookie `name`, as the browser sent it.
    public func cookie(_ name: String) -> String? {
        cookies[name]?.value
    }
}
