import DesignTokens
public import Domain
import WebServer

/// What every route shares: the container of adapters built once for the server, the one watch
/// on the store that every live page listens to, the forms' CSRF rule, the dashboards and
/// guests' pages read since the store last changed, the live dashboards drawn together, and
/// the facts doors and guests' pages keep.
public struct WebFace: Sendable {
    let shared: any WebContainer
    let changes: SharedStoreChanges
    let forms: FormGuard
    let dashboards: Drawings<EventsRoutes.Dashboard>
    let liveDashboards: LiveDashboards
    let invitations: Drawings<GuestPageContent>
    let doors: OpenDoors
    let keptEventReads: KeptEventReads
    let imports = ImportRuns()

    /// Every event tab, in order: each feature's (in the order the composition lists them), then
    /// the team and the settings; a page shows those its visitor's role allows.
    let tabs: [EventTab]
    let features: [any FeatureRoutes.Type]

    /// `features` are the composition's, in order; `formKey` signs the forms' tokens
    /// (`SignedForms`): `formKey(of:)` reads it from the store.
    public init(shared: any WebContainer, features: [any FeatureRoutes.Type], formKey: String) {
        self.shared = shared
        self.features = features
        tabs = features.flatMap { $0.eventTabs } + [TeamRoutes.tab, ActivityRoutes.tab, EventSettingsRoutes.tab]
        changes = SharedStoreChanges(shared.storeChanges)
        let tokens = shared.tokenGenerator
        forms = FormGuard(signing: SignedForms(signer: shared.messageSigner, key: formKey), makeNonce: { tokens.makeToken() },
                          sessionCookie: CookieSession.cookieName, refusal: FormRefusal.response)
        dashboards = Drawings(forgetting: changes)
        liveDashboards = LiveDashboards(changes)
        invitations = Drawings(forgetting: changes)
        doors = OpenDoors(forgetting: changes)
        keptEventReads = KeptEventReads(events: shared.eventRepository, questions: shared.guestQuestionRepository,
                                        programmes: shared.agendaRepository, catalogs: shared.ticketTypeRepository, forgetting: changes)
    }

    /// One request's view of the app: a container whose signed-in user is the request's
    /// session cookie, and the form token its pages carry.
    /// A guest's page serves the guest whose personal link is `guestLink`, reading what every
    /// guest's page of the event reads alike through `keptEventReads` unless it takes a form;
    /// a door's page the door whose link is `doorLink` (its cookie, given by the door's routes
    /// only). A door's forms (`atDoor`) change scans alone, so the doors' facts are kept
    /// through them.
    func visit(_ request: WebRequest, guestLink: String? = nil, doorLink: String? = nil, atDoor: Bool = false) -> Visit {
        if request.method == .post {
            dashboards.forgetAll()
            invitations.forgetAll()
            if !atDoor {
                doors.forgetAll()
                keptEventReads.forgetAll()
            }
        }
        let session = CookieSession(request)
        let csrf = forms.nonce(for: request)
        return Visit(request: request,
                     container: shared.visiting(sessionTokenStore: session, guestLink: guestLink, doorLink: doorLink,
                                                keptEventReads: guestLink != nil && request.method != .post ? keptEventReads : nil,
                                                storeChanges: changes),
                     tabs: tabs,
                     session: session, csrf: forms.field(nonce: csrf.nonce, session: request.cookie(CookieSession.cookieName)),
                     csrfCookie: csrf.cookie)
    }

    /// Counts one attempt by `key` against `throttle`, in the store every server shares; true
    /// when it is one too many (answer 429).
    func throttles(_ throttle: ClientThrottle, afterAttemptBy key: String?) async -> Bool {
        let key = throttle.keyIsPersonal ? key.map(shared.tokenGenerator.digest) : key
        return await throttle.throttles(afterAttemptBy: key, in: shared.clientAttempts)
    }

    /// The key the forms' tokens are signed with, kept in the store under `SignedForms.keyName`:
    /// made by the first server to ask, then the same for every server and restart.
    public static func formKey(of shared: any WebContainer) async throws(DomainError) -> String {
        try await shared.serverSecrets.secret(named: SignedForms.keyName, new: shared.tokenGenerator.makeToken())
    }
}

/// One request on its way through a route: who asks, and what the answer must carry back
/// (a changed session, a new form token).
struct Visit: Sendable {
    let request: WebRequest
    let container: any WebContainer
    /// The event tabs of this site (`WebFace.tabs`).
    let tabs: [EventTab]
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
