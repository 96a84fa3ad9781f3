public import Domain

/// Every repository in memory, in one actor so cross-table reads (a member's events, a
/// member's name) see one consistent state. For use-case tests only; the real stores are
/// tested against real databases.
public actor InMemoryStore {
    var users: [UserID: User] = [:]
    var sessions: [SessionID: UserSession] = [:]
    var throttles: [EmailAddress: SignInThrottle] = [:]
    var events: [EventID: Event] = [:]
    var memberships: [EventID: [UserID: Membership]] = [:]

    private var pendingFailure: (error: DomainError, writesToSkip: Int)?

    public init() {}

    /// Makes a write throw `error` instead of changing anything, to test that a use case leaves
    /// the store as it was: the next write, or the one after `skipping` more, so every write
    /// of a use case can be failed in turn.
    public func failNextWrite(with error: DomainError, skipping: Int = 0) {
        pendingFailure = (error, skipping)
    }

    /// Every write calls this before it changes anything, so an injected failure changes nothing.
    func checkWrite() throws(DomainError) {
        guard let failure = pendingFailure else { return }
        guard failure.writesToSkip == 0 else {
            pendingFailure = (failure.error, failure.writesToSkip - 1)
            return
        }
        pendingFailure = nil
        throw failure.error
    }

    /// Everything stored, for asserting that a failed use case changed nothing.
    public struct Snapshot: Equatable, Sendable {
        let users: [UserID: User]
        let sessions: [SessionID: UserSession]
        let throttles: [EmailAddress: SignInThrottle]
        let events: [EventID: Event]
        let memberships: [EventID: [UserID: Membership]]
    }

    public func snapshot() -> Snapshot {
        Snapshot(users: users, sessions: sessions, throttles: throttles, events: events, memberships: memberships)
    }

    public func allSessions() -> [UserSession] { Array(sessions.values) }
}
