public import Agenda
public import Auth
public import Domain
public import Events
public import Expenses
public import Guests
public import Mail
public import Tickets
public import Tasks
public import Shifts
// new-feature: imports (Scripts/new-feature adds the feature's import above this marker)

/// What the web face asks of the composition: every feature's dependencies, and the same
/// adapters on behalf of one request. The composition's container conforms.
public protocol WebContainer: AuthDependencies & EventsDependencies & GuestsDependencies & ExpensesDependencies
    & TicketsDependencies & AgendaDependencies & MailDependencies
    & TasksDependencies
    & ShiftsDependencies
    // new-feature: web dependencies (Scripts/new-feature adds its protocol above this marker)
{
    /// The same adapters on behalf of whoever `sessionTokenStore` holds the token of (or the
    /// guest whose link is `guestLink`, or the door whose link is `doorLink`), watching for
    /// changes through `storeChanges`; a guest's event, its questions and programme read
    /// through `keptEventReads` when given.
    func visiting(sessionTokenStore: any SessionTokenStore, guestLink: String?, doorLink: String?, keptEventReads: KeptEventReads?,
                  storeChanges: any StoreChanges) -> any WebContainer
    /// The secret of the personal link a guest's page was opened with; nil everywhere else.
    var guestLink: String? { get }
    var messageSigner: any MessageSigner { get }
    /// Secrets every server sharing the store shares (the forms' signing key).
    var serverSecrets: any ServerSecretRepository { get }
    /// The throttles' counts, which every server sharing the store shares (`ClientThrottle`).
    var clientAttempts: any ClientAttemptRepository { get }
    /// Whether the store can serve this build (`/readyz`).
    var storeReadiness: any StoreReadiness { get }
    /// The SMTP password of the machine the server runs on, which its outbox sends with.
    var mailPassword: any MailPasswordKeeper { get }
    /// The folder, on the machine the server runs on, where files posted to it wait until used
    /// (a guest list's upload until it is imported).
    var uploadFolder: String { get }
    /// A table file's records, read as `options` say; its problems call it `name`.
    func table(at path: String, named name: String, options: TableFileOptions) -> any TableSource
    /// How a table file looks to be written: its separator, and its encoding.
    func tableLayout(at path: String) -> TableFileOptions
}
