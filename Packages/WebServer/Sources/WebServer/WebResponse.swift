/// What a route answers: a status, headers, cookies to set and a body, whole or streamed.
public struct WebResponse: Sendable {
    public enum Body: Sendable {
        case bytes([UInt8])
        /// Sent piece by piece as the stream yields (Server-Sent Events); ends when the stream
        /// does, or when the server shuts down.
        case stream(AsyncStream<String>)
    }

    public var status: Int
    /// Header names as they are sent; later entries with the same name are sent too.
    public var headers: [(name: String, value: String)]
    public var cookies: [WebCookie]
    public var body: Body

    public init(status: Int, headers: [(name: String, value: String)] = [], cookies: [WebCookie] = [], body: Body = .bytes([])) {
        self.status = status
        self.headers = headers
        self.cookies = cookies
        self.body = body
    }

    /// A page or fragment of HTML.
    public static func html(_ text: String, status: Int = 200) -> WebResponse {
        WebResponse(status: status, headers: [("Content-Type", "text/html; charset=utf-8")], body: .bytes(Array(text.utf8)))
    }

    public static func text(_ text: String, status: Int = 200, type: String = "text/plain; charset=utf-8") -> WebResponse {
        WebResponse(status: status, headers: [("Content-Type", type)], body: .bytes(Array(text.utf8)))
    }

    public static func json(_ bytes: [UInt8], status: Int = 200) -> WebResponse {
        WebResponse(status: status, headers: [("Content-Type", "application/json")], body: .bytes(bytes))
    }

    /// "See other": where a form that changed something sends the browser next.
    public static func redirect(to location: String) -> WebResponse {
        WebResponse(status: 303, headers: [("Location", location)])
    }

    /// A stream of Server-Sent Events; each string the stream yields is one whole event.
    public static func events(_ stream: AsyncStream<String>) -> WebResponse {
        WebResponse(status: 200, headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store")], body: .stream(stream))
    }
}

/// A cookie to set or clear. HttpOnly always: no script of ours reads a cookie. SameSite=Lax
/// unless `strict`, so a form on another site cannot post with it; a strict cookie is not sent
/// even when another site links to a page of this one.
public struct WebCookie: Sendable, Equatable {
    public let name: String
    public let value: String
    /// Seconds; nil for a cookie that ends with the browser, 0 to clear it.
    public let maxAge: Int?
    public let secure: Bool
    public let strict: Bool

    public init(name: String, value: String, maxAge: Int? = nil, secure: Bool, strict: Bool = false) {
        self.name = name
        self.value = value
        self.maxAge = maxAge
        self.secure = secure
        self.strict = strict
    }

    public static func clearing(_ name: String, secure: Bool) -> WebCookie {
        WebCookie(name: name, value: "", maxAge: 0, secure: secure)
    }
}
