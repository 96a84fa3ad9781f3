import Domain
import Synchronization
import WebServer

/// A browser's session token, kept in its `rushday_session` cookie: what the session file is to
/// a command. Signing in or out through the Auth use cases changes it here, and the route sends
/// the change back as a cookie.
final class CookieSession: SessionTokenStore {
    static let cookieName = "rushday_session"

    private struct State {
        var token: String?
        var changed = false
    }

    private let state: Mutex<State>

    init(_ request: WebRequest) {
        state = Mutex(State(token: request.cookie(Self.cookieName).flatMap { $0.isEmpty ? nil : $0 }))
    }

    func load() throws(DomainError) -> String? {
        state.withLock { $0.token }
    }

    func save(_ token: String) throws(DomainError) {
        state.withLock { $0 = State(token: token, changed: true) }
    }

    func clear() throws(DomainError) {
        state.withLock { $0 = State(token: nil, changed: true) }
    }

    /// The cookie that tells the browser what changed, if anything did: the new token for as
    /// long as a session lasts, or the cookie cleared.
    func cookie(secure: Bool) -> WebCookie? {
        state.withLock { state in
            guard state.changed else { return nil }
            guard let token = state.token else { return .clearing(Self.cookieName, secure: secure) }
            return WebCookie(name: Self.cookieName, value: token, maxAge: Int(UserSession.lifetime), secure: secure)
        }
    }
}
