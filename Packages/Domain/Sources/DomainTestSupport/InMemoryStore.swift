public import Domain

/// Every repository in memory, in one actor so cross-table reads and writes (a member's events,
/// a member's name, an account with its first session) see one consistent state. Each
/// repository keeps its table and conformance in its own file (`InMemoryStore+Events.swift`
/// ...); nothing here lists them. For use-case tests; the repository contracts prove it answers
/// like the real stores.
public actor InMemoryStore {
    /// Everything stored, for asserting that a failed use case changed nothing.
    public typealias Snapshot = InMemoryTables

    private(set) var tables = InMemoryTables()
    private var pendingFailure: (error: DomainError, writesToSkip: Int)?

    public init() {}

    /// Makes a write throw `error` instead of changing anything, to test that a use case leaves
    /// the store as it was: the next write, or the one after `skipping` more, so every write
    /// of a use case can be failed in turn.
    public func failNextWrite(with error: DomainError, skipping: Int = 0) {
        pendingFailure = (error, skipping)
    }

    public func snapshot() -> Snapshot { tables }

    /// One write, all or nothing like a real store's transaction: an injected failure or an
    /// error thrown by `body` leaves every table as it was. It writes the log entry of the
    /// change, when its use case declared one (`AuditTrail`), as the real stores do.
    func write<Result>(_ body: (inout InMemoryTables) throws(DomainError) -> Result) throws(DomainError) -> Result {
        try write(keeping: { tables throws(DomainError) in (try body(&tables), keep: true) })
    }

    /// As `write`, but `body` says whether what it wrote is kept: when not, nothing is, its
    /// log entry neither.
    func write<Result>(keeping body: (inout InMemoryTables) throws(DomainError) -> (Result, keep: Bool)) throws(DomainError) -> Result {
        try checkWrite()
        let claim = AuditTrail.claim()
        var changed = tables
        let (result, keep) = try body(&changed)
        guard keep else { return result }
        if let entry = claim?.entry { changed[AuditTable.self].entries.append(entry.stored) }
        tables = changed
        return result
    }

    private func checkWrite() throws(DomainError) {
        guard let failure = pendingFailure else { return }
        guard failure.writesToSkip == 0 else {
            pendingFailure = (failure.error, failure.writesToSkip - 1)
            return
        }
        pendingFailure = nil
        throw failure.error
    }
}
