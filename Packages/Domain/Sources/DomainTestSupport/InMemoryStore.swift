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

    /// When set, the next write throws it instead of changing anything (to test that a use
    /// case leaves the store as it was).
    public var failNextWrite: DomainError?

    public init() {}

    public func failNextWrite(with error: DomainError) {
        failNextWrite = error
    }

    func checkWrite() throws(DomainError) {
        if let error = failNextWrite {
            failNextWrite = nil
            throw error
        }
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
    public func allEvents() -> [Event] { Array(events.values) }
}
