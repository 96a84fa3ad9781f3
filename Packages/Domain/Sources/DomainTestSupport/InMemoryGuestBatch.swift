import Domain
import Foundation

/// The fake store's `GuestBatch`: a working copy of one event's list, kept by the store only
/// when the batch's body asks; it refuses what `change` refuses, guest by guest.
final class InMemoryGuestBatch: GuestBatch {
    let event: Event
    let acceptedHeads: Int
    private(set) var guests: [Guest]
    /// The mail its promotions are owed and what it queued, queued with the guests when the batch is kept.
    private(set) var news: [OutboxMessage] = []
    private let questions: [GuestQuestion]

    init(event: Event, guests: [Guest], questions: [GuestQuestion]) {
        self.event = event
        self.guests = guests
        self.questions = questions
        acceptedHeads = guests.acceptedHeads
    }

    func guest(withKey key: String) -> Guest? {
        guests.first { $0.duplicateKey == key }
    }

    func guest(_ key: GuestKey) -> Guest? {
        guests.first(where: key.names)
    }

    func firstWaitlisted() -> Guest? {
        Waitlist.line(guests).first
    }

    func unconfirmed(before instant: Date, limit: Int) -> [Guest] {
        Array(guests.filter { $0.status == .unconfirmed && $0.statusChangedAt < instant }
            .sorted { ($0.statusChangedAt, $0.createdAt, $0.handle.value) < ($1.statusChangedAt, $1.createdAt, $1.handle.value) }.prefix(limit))
    }

    func waitlistPosition(of guest: Guest) -> Int? {
        Waitlist.position(of: guest, in: guests)
    }

    func add(_ guest: Guest) throws(DomainError) {
        try store(guests + [guest])
    }

    func update(_ guest: Guest, replacing stored: Guest) throws(DomainError) {
        guard let index = guests.firstIndex(where: { $0.id == guest.id }) else { throw .referenceMissing }
        var changed = guests
        changed[index] = guest
        try store(changed)
        if let owed = MailNews.owed(from: stored, to: guest, at: guest.statusChangedAt) { news.append(owed) }
    }

    func remove(_ guest: Guest) throws(DomainError) {
        guard guests.contains(where: { $0.id == guest.id }) else { throw .referenceMissing }
        guests.removeAll { $0.id == guest.id }
    }

    func queue(_ messages: [OutboxMessage]) {
        news += messages
    }

    private func store(_ changed: [Guest]) throws(DomainError) {
        guard changed.allSatisfy({ $0.eventID == event.id }) else { throw .referenceMissing }
        try Guest.requireUnique(changed)
        try Guest.requireKnownAnswers(changed, questions: questions)
        guests = changed
    }
}
