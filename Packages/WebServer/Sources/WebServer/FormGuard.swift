/// The CSRF rule for every form: a random nonce in an HttpOnly cookie, and in a hidden field of
/// each form the site draws, the nonce's signature under the site's key together with the
/// session the page was drawn for. A post changes something only when its field is the
/// signature of its cookie's nonce and its own session (compared in constant time), and no
/// other origin sent it. A client may set the cookie to anything, from a sibling subdomain or a
/// plain-HTTP network, but cannot sign it without the key, nor reuse a pair the site gave it
/// for another session. A script posting JSON (the door's upload) sends the field in the
/// `X-CSRF-Token` header. Routes never call it: `FormRoutes` does, for every post.
public struct FormGuard: Sendable {
    public static let cookieName = "rushday_csrf"
    public static let fieldName = "csrf"
    public static let headerName = "x-csrf-token"

    private let signing: any FormSigning
    private let makeNonce: @Sendable () -> String
    private let sessionCookie: String
    /// The answer to a post without its token: nothing changed, and how to go on.
    let refusal: @Sendable (WebRequest) -> WebResponse

    /// `sessionCookie` names the cookie of the signed-in session a token is bound to.
    public init(signing: any FormSigning, makeNonce: @escaping @Sendable () -> String, sessionCookie: String,
                refusal: @escaping @Sendable (WebRequest) -> WebResponse) {
        self.signing = signing
        self.makeNonce = makeNonce
        self.sessionCookie = sessionCookie
        self.refusal = refusal
    }

    /// The request's nonce, or a new one with the cookie that sets it.
    public func nonce(for request: WebRequest) -> (nonce: String, cookie: WebCookie?) {
        if let nonce = request.cookie(Self.cookieName), nonce.count >= 32 { return (nonce, nil) }
        let nonce = makeNonce()
        return (nonce, WebCookie(name: Self.cookieName, value: nonce, secure: request.isSecure))
    }

    /// The hidden field's value for pages drawn with `nonce` for the session `session` (which
    /// signing in or out during the request may change).
    public func field(nonce: String, session: String?) -> String {
        signing.signature(of: Self.message(nonce: nonce, session: session))
    }

    /// Whether a posted form may act: its field signs its cookie's nonce and its session, and
    /// no other origin sent it.
    func allows(_ request: WebRequest) -> Bool {
        guard let nonce = request.cookie(Self.cookieName), nonce.count >= 32,
              let field = request.form[Self.fieldName] ?? request.headers[Self.headerName],
              signing.verifies(field, of: Self.message(nonce: nonce, session: request.cookie(sessionCookie)))
        else { return false }
        // Browsers say where a post comes from: Sec-Fetch-Site, else Origin. Under this site's
        // `Referrer-Policy: no-referrer` a browser sends `Origin: null` even for its own forms,
        // which tells nothing either way.
        if let site = request.headers["sec-fetch-site"] { return site == "same-origin" }
        guard let origin = request.headers["origin"], origin != "null" else { return true }
        guard let host = request.headers["host"] else { return false }
        return origin == "http://\(host)" || origin == "https://\(host)"
    }

    private static func message(nonce: String, session: String?) -> String {
        nonce + " " + (session.flatMap { $0.isEmpty ? nil : $0 }.map { "session:" + $0 } ?? "no-session")
    }
}
