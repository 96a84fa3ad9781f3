/// The guests of each event. Rules about them (capacity, the waitlist, unique handles and
/// emails) live in the Guests feature; the store makes each change atomic.
public protocol GuestRepository: Sendable {
    /// The event's guests, oldest first (by `createdAt`, then handle).
    func guests(of event: EventID) async throws(DomainError) -> [Guest]

    /// One page of the event's guests, as `GuestQuery.page(of:)` answers it from the whole list,
    /// but through indexes and per-status counts kept by the store: the first page costs the
    /// same at 1,000 guests as at 100,000. A missing event has no guests.
    func guests(of event: EventID, _ query: GuestQuery) async throws(DomainError) -> GuestQueryPage

    /// The guest whose personal link has this digest (`Guest.linkDigest`), of any event.
    func guest(linkDigest: String) async throws(DomainError) -> Guest?

    /// The guest of `event` that `key` names, through the store's index.
    func guest(of event: EventID, _ key: GuestKey) async throws(DomainError) -> Guest?

    /// Heads of the event's accepted guests, with the people they bring (`acceptedHeads`), as a
    /// count the store keeps: what a public page's "places left" costs does not grow with the list.
    func acceptedHeads(of event: EventID) async throws(DomainError) -> Int

    /// Where `guest` stands in its event's waitlist (`Waitlist.position`), counting only the
    /// parties ahead of it; nil when it is not waiting.
    func waitlistPosition(of guest: Guest) async throws(DomainError) -> Int?

    /// Reads the event and its guests inside ONE write transaction, lets `body` change the list
    /// (add, edit, remove guests) and queue mail, and stores what changed before anyone else may
    /// write: two processes changing the same event never both decide on the same state (two
    /// acceptances never both take the last place). Every guest moved from the waitlist to
    /// accepted is queued the mail `MailNews` owes, in the same write. An error from `body`
    /// changes nothing and queues nothing. A missing event throws `.eventMissing`; a second guest
    /// of the event with the same email or handle throws `.guestEmailTaken` /
    /// `.guestHandleTaken`; an answer to a question the event does not have throws
    /// `.guestQuestionMissing`.
    func change<Outcome: Sendable>(
        event: EventID,
        mailing body: @Sendable (Event, inout [Guest], inout [OutboxMessage]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome

    /// Lets `body` change the event's guests one by one through a `GuestBatch`, inside ONE write
    /// transaction holding the event, as `change` does but reading only what `body` asks: what
    /// an answer, an edit or a removal of one guest costs does not grow with the list. An error
    /// from `body` changes nothing. A missing event throws `.eventMissing`.
    func edit<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (any GuestBatch) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome

    /// Stores `event` as `EventRepository.update` does (a missing event throws `.eventMissing`, a
    /// handle taken by another `.handleTaken`) and lets `body` change its guests as `edit` does,
    /// in ONE write transaction: a new capacity, the waitlist it serves and the news of it are
    /// kept together or not at all.
    func update<Outcome: Sendable>(
        _ event: Event,
        _ body: @Sendable (any GuestBatch) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome

    /// Runs `body` on a `GuestBatch` of the event inside ONE write transaction, and keeps what it
    /// wrote only when `body` says so (`keep`); otherwise, or when it throws, the store is left
    /// exactly as it was. Memory stays flat however many guests the batch writes. A missing
    /// event throws `.eventMissing`.
    func batch<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (any GuestBatch) throws(DomainError) -> (outcome: Outcome, keep: Bool)
    ) async throws(DomainError) -> Outcome
}

extension GuestRepository {
    /// `change(event:mailing:)` for a change that queues no mail of its own.
    public func change<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout [Guest]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await change(event: event, mailing: { event, guests, _ throws(DomainError) in try body(event, &guests) })
    }
}
