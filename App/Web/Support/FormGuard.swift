import Domain
import WebServer

/// The CSRF rule for every form: a random token in an HttpOnly cookie, the same token in a
/// hidden field of each form the site draws. A post whose field does not match its cookie
/// (their digests compared, so the time taken tells nothing of the token), or that comes from
/// another origin, changes nothing. Another
/// site can neither read the cookie nor make the browser send it with a cross-site post
/// (SameSite=Lax), so it cannot forge the pair. A script posting JSON (the door's upload) sends
/// the token in the `X-CSRF-Token` header instead of the field, compared the same way.
struct FormGuard: Sendable {
    static let cookieName = "rushday_csrf"
    static let fieldName = "csrf"
    static let headerName = "x-csrf-token"

    let tokens: any TokenGenerator

    /// The request's token, or a new one with the cookie that sets it.
    func token(for request: WebRequest) -> (token: String, cookie: WebCookie?) {
        if let token = request.cookie(Self.cookieName), token.count >= 32 { return (token, nil) }
        let token = tokens.makeToken()
        return (token, WebCookie(name: Self.cookieName, value: token, secure: request.isSecure))
    }

    /// Whether a posted form may act: its token matches its cookie and no other origin sent it.
    func allows(_ request: WebRequest) -> Bool {
        guard let cookie = request.cookie(Self.cookieName), let field = request.form[Self.fieldName] ?? request.headers[Self.headerName],
              cookie.count >= 32, tokens.digest(cookie) == tokens.digest(field) else { return false }
        // Browsers say where a post comes from: Sec-Fetch-Site, else Origin. Under this site's
        // `Referrer-Policy: no-referrer` a browser sends `Origin: null` even for its own forms,
        // which tells nothing either way.
        if let site = request.headers["sec-fetch-site"] { return site == "same-origin" }
        guard let origin = request.headers["origin"], origin != "null" else { return true }
        guard let host = request.headers["host"] else { return false }
        return origin == "http://\(host)" || origin == "https://\(host)"
    }
}

extension FormGuard {
    /// The hidden field every form of the site carries.
    static func hiddenField(_ token: String) -> String {
        "<input type=\"hidden\" name=\"\(fieldName)\" value=\"\(Markup.escape(token))\"/>"
    }
}
