public import Agenda
public import ArgumentParser
public import Auth
public import Domain
public import Events
public import Expenses
public import Foundation
public import Guests
public import Mail
public import Tickets
public import Tasks
public import Shifts
// new-feature: imports (Scripts/new-feature adds the feature's import above this marker)

/// What the command line asks of the composition that runs it: the features' command groups,
/// a container over a store, the files a person names, the databases `db` handles, and `serve`.
/// The composition conforms; the commands never see an adapter.
public protocol CommandLineComposition: Sendable {
    /// Every feature's command group, in the order `rushday --help` lists them.
    var commandGroups: [any ParsableCommand.Type] { get }
    /// The adapters over the store `paths` names, for one command; `clock` replaces the system's.
    func container(_ paths: StorePaths, access: StoreAccess, clock: (any Clock)?) throws(DomainError) -> any CommandContainer
    var files: any CommandLineFiles { get }
    var databases: any DatabaseLocations { get }
    /// What `tickets verify` and `checkin --offline` run on: the signature check alone, no store.
    var offlineVerifier: any OfflineVerification { get }
    /// This machine's SMTP password, kept as `paths` says.
    func mailPassword(_ paths: StorePaths) -> any MailPasswordKeeper
    /// `rushday serve`, parsed: runs the web face until SIGINT or SIGTERM.
    func serve(_ request: ServeRequest) async throws
}

/// Everything the commands ask of the store and the adapters: every feature's dependencies.
public protocol CommandContainer: AuthDependencies & EventsDependencies & GuestsDependencies & ExpensesDependencies
    & TicketsDependencies & AgendaDependencies & MailDependencies
    & TasksDependencies
    & ShiftsDependencies
    // new-feature: dependencies (Scripts/new-feature adds its protocol above this marker)
{
    /// Whether the database already holds anything, so `demo` can refuse to mix its sample in.
    func storeHoldsData() async throws(DomainError) -> Bool
    /// The outbox's sender with this machine's SMTP password (kept as `paths` says).
    func mailDrain(_ paths: StorePaths) -> MailDrain
}

/// A door without the event's data: the signature check, and the nonces it gives its scans.
public protocol OfflineVerification: TicketVerificationDependencies {
    var nonces: any TokenGenerator { get }
}

/// The files a person names on the command line, read and written through the adapters that
/// know them (use cases take rows and return documents, never a path), keeping `UserFiles`'
/// safety and words.
public protocol CommandLineFiles: Sendable {
    /// Through a temporary file renamed over `path`; an existing file replaced only when `replacing`.
    func write(_ data: Data, to path: String, replacing: Bool, field: String) throws(DomainError)
    func requireReadable(_ path: String, field: String) throws(DomainError)
    func readFailure(_ path: String, field: String, error: any Error) -> DomainError
    /// A UTF-8 text file's whole text; anything else is refused, naming the field.
    func text(at path: String, field: String) throws(DomainError) -> String
    /// A file's bytes, whatever they are (a receipt).
    func bytes(at path: String, field: String) throws(DomainError) -> [UInt8]
    /// A CSV file's rows, streamed.
    func table(at path: String, options: TableFileOptions) -> any TableSource
    /// The table as CSV bytes.
    func csv(_ table: TableContents) throws(DomainError) -> Data
    /// The entries as the text of an iCalendar (.ics) file.
    func calendar(_ entries: [CalendarEntry], name: String, stampedAt: Date) -> String
}

/// The databases `db` reads, upgrades and copies, by location: a SQLite file's path or a
/// PostgreSQL server's `postgres://` URL.
public protocol DatabaseLocations: Sendable {
    /// Whether `location` names a server, where there is no file to keep things beside.
    func isServer(_ location: String) -> Bool
    /// What the database holds, read as it is (an older schema is not upgraded).
    func summary(at location: String) async throws(DomainError) -> StoreSummary
    /// The database upgraded to this rushday's schema, silently; what it holds after.
    func upgrade(at location: String) async throws(DomainError) -> StoreSummary
    /// Every table of `from` copied into `to`, with the rows each got and where they came
    /// from; nil when nothing at `from` is a rushday database.
    func copy(from: String, to: String) async throws(DomainError) -> (counts: [TableCount], location: String)?
    /// A checked copy of the SQLite store at `location` written to the new file `file`; what
    /// the copy holds.
    func backUp(_ location: String, to file: String) async throws(DomainError) -> StoreSummary
    /// The SQLite store at `location` put back from the backup `file`; what it holds after.
    func restore(_ location: String, from file: String, replacing: Bool) async throws(DomainError) -> StoreSummary
}
