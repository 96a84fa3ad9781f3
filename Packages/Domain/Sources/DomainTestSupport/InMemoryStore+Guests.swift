public import Domain
import Foundation

/// Guests by event.
struct GuestTable: InMemoryTable {
    var byEvent: [EventID: [Guest]] = [:]
}

extension InMemoryTables {
    /// An event's guests go with it, as the real stores' cascades take them.
    mutating func removeGuests(of event: EventID) {
        self[GuestTable.self].byEvent[event] = nil
        removeMail(of: event)
    }

    /// Lets `body` change the event's guests and queue mail, then stores both with the news
    /// every promotion is owed (`MailNews`).
    mutating func changeGuests<Outcome>(
        of event: EventID, _ body: (Event, inout [Guest], inout [OutboxMessage]) throws(DomainError) -> Outcome
    ) throws(DomainError) -> Outcome {
        guard let stored = self.event(event) else { throw .eventMissing(event) }
        let before = (self[GuestTable.self].byEvent[event] ?? []).sorted(by: Guest.storeOrder)
        var guests = before
        var mail: [OutboxMessage] = []
        let outcome = try body(stored, &guests, &mail)
        guard guests.allSatisfy({ $0.eventID == event }) else { throw .referenceMissing }
        try Guest.requireUnique(guests)
        try Guest.requireKnownAnswers(guests, questions: questions(of: event))
        self[GuestTable.self].byEvent[event] = guests.map(\.storedForm)
        removeMail(of: event, keeping: Set(guests.map(\.id)))
        let stillHere = Dictionary(uniqueKeysWithValues: before.map { ($0.id, $0) })
        let news = guests.compactMap { guest in
            stillHere[guest.id].flatMap { MailNews.owed(from: $0, to: guest, at: guest.statusChangedAt) }
        }
        _ = try queueMail(mail + news)
        return outcome
    }
}

extension InMemoryStore: GuestRepository {
    public func guests(of event: EventID) -> [Guest] {
        (tables[GuestTable.self].byEvent[event] ?? []).sorted(by: Guest.storeOrder)
    }

    public func guests(of event: EventID, _ query: GuestQuery) -> GuestQueryPage {
        query.page(of: tables[GuestTable.self].byEvent[event] ?? [])
    }

    public func guest(linkDigest: String) -> Guest? {
        tables[GuestTable.self].byEvent.values.lazy.flatMap { $0 }.first { $0.linkDigest == linkDigest }
    }

    public func change<Outcome: Sendable>(
        event: EventID,
        mailing body: @Sendable (Event, inout [Guest], inout [OutboxMessage]) throws(DomainError) -> Outcome
    ) throws(DomainError) -> Outcome {
        try write { tables throws(DomainError) in try tables.changeGuests(of: event, body) }
    }

    public func guest(of event: EventID, _ key: GuestKey) -> Guest? {
        tables[GuestTable.self].byEvent[event]?.first(where: key.names)
    }

    public func acceptedHeads(of event: EventID) -> Int {
        (tables[GuestTable.self].byEvent[event] ?? []).acceptedHeads
    }

    public func waitlistPosition(of guest: Guest) -> Int? {
        Waitlist.position(of: guest, in: tables[GuestTable.self].byEvent[guest.eventID] ?? [])
    }

    public func edit<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (any GuestBatch) throws(DomainError) -> Outcome
    ) throws(DomainError) -> Outcome {
        try write { tables throws(DomainError) in try tables.editGuests(of: event, body) }
    }

    public func update<Outcome: Sendable>(
        _ event: Event,
        _ body: @Sendable (any GuestBatch) throws(DomainError) -> Outcome
    ) throws(DomainError) -> Outcome {
        try write { tables throws(DomainError) in
            try tables.update(event)
            return try tables.editGuests(of: event.id, body)
        }
    }

    public func batch<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (any GuestBatch) throws(DomainError) -> (outcome: Outcome, keep: Bool)
    ) throws(DomainError) -> Outcome {
        try write(keeping: { tables throws(DomainError) in
            var kept = true
            let outcome = try tables.batchGuests(of: event) { batch throws(DomainError) in
                let (outcome, keep) = try body(batch)
                kept = keep
                return (outcome, keep)
            }
            return (outcome, keep: kept)
        })
    }
}

extension InMemoryTables {
    /// `body` on a batch of the event's list, stored with the news its promotions are owed
    /// unless `body` throws or says not to keep it.
    mutating func batchGuests<Outcome>(
        of event: EventID, _ body: (any GuestBatch) throws(DomainError) -> (outcome: Outcome, keep: Bool)
    ) throws(DomainError) -> Outcome {
        guard let stored = self.event(event) else { throw .eventMissing(event) }
        let guests = (self[GuestTable.self].byEvent[event] ?? []).sorted(by: Guest.storeOrder)
        let batch = InMemoryGuestBatch(event: stored, guests: guests, questions: questions(of: event))
        let (outcome, keep) = try body(batch)
        guard keep else { return outcome }
        self[GuestTable.self].byEvent[event] = batch.guests.map(\.storedForm)
        removeMail(of: event, keeping: Set(batch.guests.map(\.id)))
        _ = try queueMail(batch.news)
        return outcome
    }

    mutating func editGuests<Outcome>(
        of event: EventID, _ body: (any GuestBatch) throws(DomainError) -> Outcome
    ) throws(DomainError) -> Outcome {
        try batchGuests(of: event) { batch throws(DomainError) in (outcome: try body(batch), keep: true) }
    }
}

extension Guest {
    /// The order every store lists an event's guests in.
    static func storeOrder(_ left: Guest, _ right: Guest) -> Bool {
        (left.createdAt, left.handle.value) < (right.createdAt, right.handle.value)
    }

    var storedForm: Guest {
        Guest(id: id, eventID: eventID, handle: handle, name: name, email: email, phone: phone,
              others: others, plusOnes: plusOnes, partyLimit: partyLimit, tags: tags, dietary: dietary, note: note,
              status: status, answers: answers, statusChangedAt: statusChangedAt.stored, answeredAt: answeredAt?.stored,
              answeredVia: answeredVia, linkDigest: linkDigest, unsubscribedAt: unsubscribedAt?.stored, createdAt: createdAt.stored, updatedAt: updatedAt.stored)
    }
}
