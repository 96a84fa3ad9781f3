public import Foundation

/// Finds an event by its id: all a guest's link needs (`PersonalLink`), and what a server may
/// keep between a guest's pages.
public protocol EventFinder: Sendable {
    func find(id: EventID) async throws(DomainError) -> Event?
}

/// Events. Handles are unique: `create` and `update` throw `.conflict(field: "handle", ...)`
/// for a taken one. `create` stores the event and its owner's membership in one transaction.
public protocol EventRepository: EventFinder {
    func create(_ event: Event, owner: Membership) async throws(DomainError)
    /// Like `create`, but a taken `event.handle` is not a conflict: the event is stored under the
    /// first free of `handle.numbered(2)`, `numbered(3)` ... and returned as stored. The choice
    /// is made inside the write transaction, so processes creating events from the same title at
    /// once all succeed, with distinct handles. `stored` is told the event as stored inside that
    /// transaction, before it commits (what its log entry names).
    func createNumberingHandle(_ event: Event, owner: Membership, stored: @Sendable (Event) -> Void) async throws(DomainError) -> Event
    func find(handle: Handle) async throws(DomainError) -> Event?
    /// Every event whose organisers asked for `notices` of answers (few: the mail drain asks).
    func events(notifying notices: AnswerNotices) async throws(DomainError) -> [Event]
    func isHandleTaken(_ handle: Handle) async throws(DomainError) -> Bool
    func update(_ event: Event) async throws(DomainError)
    /// Deletes the event and everything that belongs to it, in one transaction.
    func delete(_ id: EventID) async throws(DomainError)
    /// Events the user is a member of, with the user's role, ordered by start, then handle.
    func list(_ query: EventQuery) async throws(DomainError) -> [MemberEvent]
}

/// Which of a member's events to list.
public struct EventQuery: Hashable, Sendable {
    public enum Window: Hashable, Sendable {
        case all
        /// Not yet ended at the instant (includes events under way).
        case upcoming(Date)
        /// Ended before the instant.
        case past(Date)
    }

    public var memberID: UserID
    public var window: Window
    public var status: EventStatus?

    public init(memberID: UserID, window: Window = .all, status: EventStatus? = nil) {
        self.memberID = memberID
        self.window = window
        self.status = status
    }
}

extension EventRepository {
    /// `createNumberingHandle`, telling no one in the transaction.
    public func createNumberingHandle(_ event: Event, owner: Membership) async throws(DomainError) -> Event {
        try await createNumberingHandle(event, owner: owner, stored: { _ in })
    }
}
