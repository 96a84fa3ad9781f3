public import Domain

/// A store whose repositories are the shared queries of this package: each store gives its
/// transactions, the queries are written once in the extensions of this protocol. Every
/// repository call is one transaction: all of it is stored or none. Writes that find nothing to
/// change: `updatePasswordHash` and event `update` throw `.notFound`; `revoke` (also of a
/// replaced session), `clear`, membership `remove` and event `delete` succeed (the state asked
/// for already holds).
public protocol SQLStore: Sendable, EventRepository, MembershipRepository, AgendaRepository, UserRepository,
    SessionRepository, SignInThrottleRepository, ServerSecretRepository, EventSigningKeyRepository, ExpenseRepository, GuestRepository,
    GuestQuestionRepository, TicketTypeRepository, TicketRepository, CheckInRepository, DoorLinkRepository, MailOutboxRepository,
    MailSettingsRepository, MailReminderRepository, EventCopyRepository, TaskRepository, ShiftRepository, ClientAttemptRepository, AuditRepository, StoreReadiness {
    /// One read-only transaction whose queries all see one snapshot.
    @discardableResult
    func reading<T: Sendable>(_ body: @Sendable (any SQLExecutor) throws -> T) async throws(DomainError) -> T

    /// One write transaction, committed when `body` returns and rolled back when it throws.
    /// `conflicts` names the error for a unique violation on "table.constraint" where the
    /// message needs the value the caller tried to store.
    @discardableResult
    func writing<T: Sendable>(conflicts: [String: DomainError],
                              _ body: @Sendable (any SQLExecutor) throws -> T) async throws(DomainError) -> T

    /// As `writing`, but `body` says whether what it wrote is kept: when not, the transaction
    /// is rolled back and the store left as it was.
    @discardableResult
    func writing<T: Sendable>(keeping body: @Sendable (any SQLExecutor) throws -> (T, keep: Bool)) async throws(DomainError) -> T

    /// As `writing`, for a short transaction that runs many times in a row (a door's scans),
    /// run on the calling thread, where a hop to another thread and back costs as much as the
    /// transaction. Only for a body that waits for nothing but one row another such short
    /// transaction holds.
    @discardableResult
    func writingHere<T: Sendable>(_ body: @Sendable (any SQLExecutor) throws -> T) async throws(DomainError) -> T

    /// Long work that writes, prepared without keeping other writers waiting for all of it:
    /// `prepare` reads one snapshot and writes only TEMP tables of its own connection, and
    /// returns nil to give up. Unless it says there is nothing to publish, `publish` then runs in
    /// one write transaction and says whether it could write: false when what `prepare` read
    /// has changed, and the transaction is rolled back. Nil when given up or not published;
    /// the caller then does the work in one write transaction. SQLite stages so, as its writers
    /// take one lock of the whole file; PostgreSQL's writers lock rows, and it always says nil.
    /// No TEMP table outlives the call.
    func staging<T: Sendable>(_ prepare: @Sendable (any SQLExecutor) throws -> (value: T, publish: Bool)?,
                              publish: @Sendable (any SQLExecutor, T) throws -> Bool) async throws(DomainError) -> T?

    /// The words of the store's SQL.
    var dialect: SQLDialect { get }

    /// Runs ONE statement as a transaction of its own and makes each of its rows a value with
    /// `read`: for a write that runs many times in a row (a door's scans) where the dialect
    /// `writesThroughCTEs`, so that what it reads, decides and writes fits one statement.
    /// PostgreSQL sends it without BEGIN and COMMIT (one round trip) and awaits it without
    /// holding a thread; SQLite runs it in a write transaction.
    func writingStatement<T: Sendable>(_ statement: SQL,
                                       _ read: @Sendable (any SQLRow) throws -> T) async throws(DomainError) -> [T]

    /// Runs ONE SELECT and makes each of its rows a value with `read`: what `readingStatement`
    /// calls once it has checked that the statement is a query. A statement sees one snapshot
    /// on its own, so PostgreSQL sends it without BEGIN and COMMIT (one round trip, where a
    /// `reading` is three), prepared (see `SQL.reused`: its values' types must be clear from
    /// its text), and awaits it without holding a thread; SQLite runs it in a read transaction.
    func readingAlone<T: Sendable>(_ statement: SQL,
                                   _ read: @Sendable (any SQLRow) throws -> T) async throws(DomainError) -> [T]

    /// What a statement's failure means to a person, as `writing` reports it: for the few
    /// callers that go on after a refused statement (see `SQLExecutor.attempt`).
    func domainError(for error: any Error, conflicts: [String: DomainError]) -> DomainError
}

extension SQLStore {
    /// Every row of ONE read-only statement (`readingAlone`), each made a value with `read`: for
    /// the lookups every page and scan makes (a link, a session, an event by id). A statement
    /// that is not a SELECT is refused with `SQL.notAQuery` before anything is sent, on every
    /// store alike.
    public func readingStatement<T: Sendable>(_ statement: SQL,
                                              _ read: @Sendable (any SQLRow) throws -> T) async throws(DomainError) -> [T] {
        guard statement.isQuery else { throw statement.notAQuery }
        return try await readingAlone(statement, read)
    }

    /// The first row of ONE read-only statement (`readingStatement`), or nil when there is none.
    public func readingFirst<T: Sendable>(_ statement: SQL,
                                          _ read: @Sendable (any SQLRow) throws -> T) async throws(DomainError) -> T? {
        try await readingStatement(statement, read).first
    }

    @discardableResult
    public func writing<T: Sendable>(_ body: @Sendable (any SQLExecutor) throws -> T) async throws(DomainError) -> T {
        try await writing(conflicts: [:], body)
    }
}
