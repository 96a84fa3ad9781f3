import DesignTokens
import Domain
import WebServer

/// What every route shares: the container of adapters built once for the server, the one watch
/// on the store that every live page listens to, the forms' CSRF rule, the dashboards and
/// guests' pages read since the store last changed, and the throttle on guessing links.
struct WebFace: Sendable {
    let shared: AppContainer
    let changes: SharedStoreChanges
    let forms: FormGuard
    let dashboards: Drawings<EventsRoutes.Dashboard>
    let invitations: Drawings<GuestPageContent>
    let linkThrottle = ClientThrottle.linkGuesses()
    let signUpThrottle = ClientThrottle.signUps()

    /// `formKey` signs the forms' tokens (`SignedForms`): `formKey(of:)` reads it from the store.
    init(shared: AppContainer, formKey: String) {
        self.shared = shared
        changes = SharedStoreChanges(shared.store)
        let tokens = shared.tokenGenerator
        forms = FormGuard(signing: SignedForms(signer: shared.messageSigner, key: formKey), makeNonce: { tokens.makeToken() },
                          sessionCookie: CookieSession.cookieName, refusal: FormRefusal.response)
        dashboards = Drawings(forgetting: changes)
        invitations = Drawings(forgetting: changes)
    }

    /// One request's view of the app: a container whose signed-in user is the request's
    /// session cookie, and the form token its pages carry.
    /// A guest's page serves the guest whose personal link is `guestLink`; a door's page the
    /// door whose link is `doorLink` (its cookie, given by the door's routes only).
    func visit(_ request: WebRequest, guestLink: String? = nil, doorLink: String? = nil) -> Visit {
        if request.method == .post {
            dashboards.forgetAll()
            invitations.forgetAll()
        }
        let session = CookieSession(request)
        let csrf = forms.nonce(for: request)
        return Visit(request: request,
                     container: AppContainer(sharing: shared, sessionTokenStore: session, guestLink: guestLink,
                                             doorLink: doorLink, storeChanges: changes),
                     session: session, csrf: forms.field(nonce: csrf.nonce, session: request.cookie(CookieSession.cookieName)),
                     csrfCookie: csrf.cookie)
    }

    /// The key the forms' tokens are signed with, kept in the store under `SignedForms.keyName`:
    /// made by the first server to ask, then the same for every server and restart.
    static func formKey(of shared: AppContainer) async throws(DomainError) -> String {
        try await shared.store.secret(named: SignedForms.keyName, new: shared.tokenGenerator.makeToken())
    }
}

/// One request on its way through a route: who asks, and what the answer must carry back
/// (a changed session, a new form token).
struct Visit: Sendable {
    let request: WebRequest
    let container: AppContainer
    let session: CookieSession
    let csrf: String
    let csrfCookie: WebCookie?

    /// The hidden field every form this visit draws carries.
    var token: Form.Token { Form.Token(name: FormGuard.fieldName, value: csrf) }

    /// The route's answer with the cookies this visit changed.
    func finish(_ response: WebResponse) -> WebResponse {
        var response = response
        if let cookie = session.cookie(secure: request.isSecure) { response.cookies.append(cookie) }
        if let csrfCookie { response.cookies.append(csrfCookie) }
        return response
    }

    /// What the client asked for: `?format=json|csv`, or JSON when it accepts JSON and not HTML.
    var format: OutputFormat {
        if let asked = request.query["format"].flatMap(OutputFormat.init(rawValue:)) { return asked }
        let accept = request.headers["accept"] ?? ""
        return accept.contains("application/json") && !accept.contains("text/html") ? .json : .table
    }

    /// A `?format=` outside its set, refused as every query value outside its set is (`WebQuery`).
    var unknownFormat: DomainError? {
        guard let asked = request.query["format"] else { return nil }
        do throws(DomainError) {
            _ = try WebQuery.value(asked, of: OutputFormat.self, field: "format")
            return nil
        } catch {
            return error
        }
    }
}
