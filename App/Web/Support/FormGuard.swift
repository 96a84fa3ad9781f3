import Domain
import WebServer

/// The CSRF rule for every form: a random nonce in an HttpOnly cookie, and in a hidden field of
/// each form the site draws, the nonce's signature under the server's own key (kept in the store,
/// so every server of a store and every restart agree) together with the session the page was
/// drawn for. A post changes something only when its field is the signature of its cookie's
/// nonce and its own session (compared in constant time), and no other origin sent it. A
/// client may set the cookie to anything, from a sibling subdomain or a plain-HTTP network, but
/// cannot sign it without the key, nor reuse a pair the site gave it for another session. A
/// script posting JSON (the door's upload) sends the field in the `X-CSRF-Token` header.
struct FormGuard: Sendable {
    static let cookieName = "rushday_csrf"
    static let fieldName = "csrf"
    static let headerName = "x-csrf-token"
    /// The store's name for the key.
    static let keyName = "form-tokens"

    let tokens: any TokenGenerator
    let signer: any MessageSigner
    let key: String

    /// The request's nonce, or a new one with the cookie that sets it.
    func nonce(for request: WebRequest) -> (nonce: String, cookie: WebCookie?) {
        if let nonce = request.cookie(Self.cookieName), nonce.count >= 32 { return (nonce, nil) }
        let nonce = tokens.makeToken()
        return (nonce, WebCookie(name: Self.cookieName, value: nonce, secure: request.isSecure))
    }

    /// The hidden field's value for pages drawn for `request` with `nonce`, and for the session
    /// `session` (which signing in or out during the request may change).
    func field(nonce: String, session: String?) -> String {
        signer.signature(of: Self.message(nonce: nonce, session: session), key: key)
    }

    /// Whether a posted form may act: its field signs its cookie's nonce and its session, and
    /// no other origin sent it.
    func allows(_ request: WebRequest) -> Bool {
        guard let nonce = request.cookie(Self.cookieName), nonce.count >= 32,
              let field = request.form[Self.fieldName] ?? request.headers[Self.headerName],
              signer.verifies(field, of: Self.message(nonce: nonce, session: request.cookie(CookieSession.cookieName)), key: key)
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

extension FormGuard {
    /// The hidden field every form of the site carries.
    static func hiddenField(_ token: String) -> String {
        "<input type=\"hidden\" name=\"\(fieldName)\" value=\"\(Markup.escape(token))\"/>"
    }
}
