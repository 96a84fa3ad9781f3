import Auth
import CryptoServices
import Domain
import Foundation
import RushDayCommandLine
import RushDayWeb
import SessionFile

/// Everything the features need, in one place: the adapters, built once when the container is,
/// and what every feature shares. Each feature's conformance to its `<Feature>Dependencies`
/// lives in `AppContainer+<Feature>.swift` with what only that feature needs, so a feature that
/// gains a requirement fails to compile there until it is wired.
///
/// Who is asking is the container's `sessionTokenStore`: the session file for a command, the
/// request's cookie on the web, where each request gets its own container sharing the adapters.
final class AppContainer: Sendable, CommandContainer, WebContainer {
    let store: any Store
    let sessionTokenStore: any SessionTokenStore
    /// The secret of the personal link a guest's page was opened with; nil everywhere else.
    let guestLink: String?
    /// The guest of that link, looked up once for all the use cases a page calls.
    let guestPass: any GuestPassProvider
    /// The door whose link (its cookie) a door page's request carries; none everywhere else.
    let doorPass: any DoorPassProvider
    /// What a guest's page that only reads takes of its event (the event, questions, programme)
    /// when the server keeps it; nil everywhere else.
    let keptEventReads: KeptEventReads?
    let storeChanges: any StoreChanges
    let passwordHasher: any PasswordHasher
    let tokenGenerator: any TokenGenerator
    let messageSigner: any MessageSigner
    let clock: any Clock
    let identifierGenerator: any IdentifierGenerator
    /// SMTP, set by the machine's environment (`MailEnvironment`); the server itself is the store's.
    let mailTransport: any MailTransport
    /// This machine's SMTP password (`RUSHDAY_SMTP_PASSWORD`, else the file beside the session).
    let mailPassword: any MailPasswordKeeper
    /// Beside the session (`uploads`), so an upload waiting for its import outlives a restart.
    let uploadFolder: String

    /// `environment` holds what opening a server's store reads (PGPASSWORD, PGSSLROOTCERT, HOME);
    /// `use` says whether one command or a web server uses the store (see `StoreUse`).
    init(paths: StorePaths, access: StoreAccess, use: StoreUse = .command, clock: any Clock = SystemClock(),
         environment: [String: String] = ProcessEnvironment.variables) throws(DomainError) {
        store = try openStore(at: paths.database, access: access, use: use, environment: environment)
        storeChanges = store
        self.clock = clock
        sessionTokenStore = SessionFileStore(directory: paths.configDirectory)
        guestLink = nil
        guestPass = NoGuestPass()
        doorPass = NoDoorPass()
        keptEventReads = nil
        passwordHasher = ScryptPasswordHasher()
        tokenGenerator = SecureTokenGenerator()
        messageSigner = HMACSigner()
        identifierGenerator = RandomIdentifierGenerator()
        mailTransport = MailEnvironment(environment).transport
        mailPassword = paths.mailPassword
        uploadFolder = paths.configDirectory.appendingPathComponent("uploads").path
    }

    /// The same adapters on behalf of whoever `sessionTokenStore` holds the token of (or the
    /// guest whose link is `guestLink`, or the door whose link is `doorLink`), watching for
    /// changes through `storeChanges`, reading a guest's event through `keptEventReads`.
    init(sharing shared: AppContainer, sessionTokenStore: any SessionTokenStore, guestLink: String? = nil, doorLink: String? = nil,
         keptEventReads: KeptEventReads? = nil, storeChanges: any StoreChanges) {
        store = shared.store
        self.storeChanges = storeChanges
        self.sessionTokenStore = sessionTokenStore
        self.guestLink = guestLink
        self.keptEventReads = keptEventReads
        guestPass = guestLink.map {
            PersonalLink(secret: $0, tokens: shared.tokenGenerator, guests: shared.store, events: keptEventReads ?? shared.store)
        } ?? NoGuestPass()
        doorPass = doorLink.map { DoorPass(secret: $0, tokens: shared.tokenGenerator, doors: shared.store, clock: shared.clock) } ?? NoDoorPass()
        passwordHasher = shared.passwordHasher
        tokenGenerator = shared.tokenGenerator
        messageSigner = shared.messageSigner
        clock = shared.clock
        identifierGenerator = shared.identifierGenerator
        mailTransport = shared.mailTransport
        mailPassword = shared.mailPassword
        uploadFolder = shared.uploadFolder
    }

    /// Whether the database already holds anything, so `demo` can refuse to mix its sample in.
    func storeHoldsData() async throws(DomainError) -> Bool {
        try await store.holdsData()
    }

    func visiting(sessionTokenStore: any SessionTokenStore, guestLink: String?, doorLink: String?, keptEventReads: KeptEventReads?,
                  storeChanges: any StoreChanges) -> any WebContainer {
        AppContainer(sharing: self, sessionTokenStore: sessionTokenStore, guestLink: guestLink, doorLink: doorLink,
                     keptEventReads: keptEventReads, storeChanges: storeChanges)
    }

    var serverSecrets: any ServerSecretRepository { store }
    var clientAttempts: any ClientAttemptRepository { store }
    var storeReadiness: any StoreReadiness { store }

    var userRepository: any UserRepository { store }
    /// Mail is queued by Guests, Tickets and Mail alike.
    var mailOutbox: any MailOutboxRepository { store }
    /// The signed-in user, as every feature but Auth asks for it.
    var currentUser: any CurrentUserProvider { SessionCurrentUser(self) }
}
