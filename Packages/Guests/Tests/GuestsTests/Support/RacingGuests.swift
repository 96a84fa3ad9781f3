import Domain
import DomainTestSupport
import Guests
import Synchronization

/// The guest repository of a request that loses a race for the event's lock: before the first
/// change it is asked for, `rival` runs whole (another request that took the lock first).
final class RacingGuests: GuestRepository {
    private let store: InMemoryStore
    private let rival: Mutex<(@Sendable () async -> Void)?>

    init(store: InMemoryStore, rival: @escaping @Sendable () async -> Void) {
        self.store = store
        self.rival = Mutex(rival)
    }

    func guests(of event: EventID) async throws(DomainError) -> [Guest] { await store.guests(of: event) }

    func guests(of event: EventID, _ query: GuestQuery) async throws(DomainError) -> GuestQueryPage { await store.guests(of: event, query) }

    func guest(linkDigest: String) async throws(DomainError) -> Guest? { await store.guest(linkDigest: linkDigest) }

    func guest(of event: EventID, _ key: GuestKey) async throws(DomainError) -> Guest? { await store.guest(of: event, key) }

    func acceptedHeads(of event: EventID) async throws(DomainError) -> Int { await store.acceptedHeads(of: event) }

    func waitlistPosition(of guest: Guest) async throws(DomainError) -> Int? { await store.waitlistPosition(of: guest) }

    func change<Outcome: Sendable>(
        event: EventID, mailing body: @Sendable (Event, inout [Guest], inout [OutboxMessage]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        await loseTheRace()
        return try await store.change(event: event, mailing: body)
    }

    func edit<Outcome: Sendable>(
        event: EventID, _ body: @Sendable (any GuestBatch) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        await loseTheRace()
        return try await store.edit(event: event, body)
    }

    private func loseTheRace() async {
        if let first = rival.withLock({ rival in defer { rival = nil }; return rival }) { await first() }
    }

    func update<Outcome: Sendable>(
        _ event: Event, _ body: @Sendable (any GuestBatch) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await store.update(event, body)
    }

    func batch<Outcome: Sendable>(
        event: EventID, _ body: @Sendable (any GuestBatch) throws(DomainError) -> (outcome: Outcome, keep: Bool)
    ) async throws(DomainError) -> Outcome {
        try await store.batch(event: event, body)
    }
}

/// A request's dependencies with its guest repository replaced.
struct RacingDependencies: GuestsDependencies {
    let base: TestDependencies
    let guestRepository: any GuestRepository

    var guestQuestionRepository: any GuestQuestionRepository { base.guestQuestionRepository }
    var eventRepository: any EventRepository { base.eventRepository }
    var membershipRepository: any MembershipRepository { base.membershipRepository }
    var heldTickets: any HeldTickets { base.heldTickets }
    var currentUser: any CurrentUserProvider { base.currentUser }
    var guestPass: any GuestPassProvider { base.guestPass }
    var tokenGenerator: any TokenGenerator { base.tokenGenerator }
    var clock: any Clock { base.clock }
    var identifierGenerator: any IdentifierGenerator { base.identifierGenerator }
}
