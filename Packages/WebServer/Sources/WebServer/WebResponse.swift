/// What a route answers: a status, headers, cookies to set and a body, whole or streamed.
public struct WebResponse: Sendable {
    public enum Body: Sendable {
        case bytes([UInt8])
        /// Sent piece by piece as the stream yields (Server-Sent Events); ends when the stream
        /// does, or when the server shuts down (which finishes it through `ending`).
        case stream(AsyncStream<ServerSentEvent>, ending: AsyncStream<ServerSentEvent>.Continuation)
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

    /// A stream of Server-Sent Events. `ending` is the stream's own continuation: a server
    /// shutting down finishes it.
    public static func events(_ stream: AsyncStream<ServerSentEvent>, ending: AsyncStream<ServerSentEvent>.Continuation) -> WebResponse {
        WebResponse(status: 200, headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store")],
                    body: .stream(stream, ending: ending))
    }
}

/// A cookie to set or clear. HttpOnly always: no script of ours reads a cookie. SameSite=Lax,
/// so a form on another site cannot post with it, while a link from another site (a door link
/// in webmail) still opens a page signed in.
public struct WebCookie: Sendable, Equatable {
    public let name: String
    public let value: String
    /// Seconds; nil for a cookie that ends with the browser, 0 to clear it.
    public let maxAge: Int?
    public let secure: Bool

    public init(name: String, value: String, maxAge: Int? = nil, secure: Bool) {
        self.name = name
        self.value = value
        self.maxAge = maxAge
        self.secure = secure
    }

    public static func clearing(_ name: String, secure: Bool) -> WebCookie {
        WebCookie(name: name, value: "", maxAge: 0, secure: secure)
    }
}
