public import Domain
import Foundation

/// Events by id.
struct EventTable: InMemoryTable {
    var byID: [EventID: Event] = [:]

    func isTaken(_ handle: Handle, byOtherThan id: EventID? = nil) -> Bool {
        byID.values.contains { $0.handle == handle && $0.id != id }
    }
}

extension InMemoryTables {
    func event(_ id: EventID) -> Event? { self[EventTable.self].byID[id] }

    /// Like the real stores, keeps the creation instant: only what an update may change changes.
    mutating func update(_ event: Event) throws(DomainError) {
        guard let existing = self.event(event.id) else { throw .eventMissing(event.id) }
        guard !self[EventTable.self].isTaken(event.handle, byOtherThan: event.id) else {
            throw .handleTaken(event.handle)
        }
        self[EventTable.self].byID[event.id] = event.stored(createdAt: existing.createdAt)
    }

    /// The event and its owner's membership together, as one write.
    mutating func insert(_ event: Event, owner: Membership) throws(DomainError) {
        guard !self[EventTable.self].isTaken(event.handle) else { throw .handleTaken(event.handle) }
        self[EventTable.self].byID[event.id] = event.storedForm
        try save(owner)
    }
}

extension InMemoryStore: EventRepository {
    public func create(_ event: Event, owner: Membership) throws(DomainError) {
        try write { tables throws(DomainError) in try tables.insert(event, owner: owner) }
    }

    public func createNumberingHandle(_ event: Event, owner: Membership, stored told: @Sendable (Event) -> Void) throws(DomainError) -> Event {
        try write { tables throws(DomainError) in
            var stored = event
            var number = 1
            while tables[EventTable.self].isTaken(stored.handle) {
                number += 1
                stored.handle = event.handle.numbered(number)
            }
            try tables.insert(stored, owner: owner)
            told(stored)
            return stored
        }
    }

    public func find(handle: Handle) -> Event? {
        tables[EventTable.self].byID.values.first { $0.handle == handle }
    }

    public func find(id: EventID) -> Event? { tables.event(id) }

    public func events(notifying notices: AnswerNotices) -> [Event] {
        tables[EventTable.self].byID.values.filter { $0.notify == notices }.sorted { $0.id.description < $1.id.description }
    }

    public func isHandleTaken(_ handle: Handle) -> Bool { tables[EventTable.self].isTaken(handle) }

    public func update(_ event: Event) throws(DomainError) {
        try write { tables throws(DomainError) in try tables.update(event) }
    }

    /// The event's memberships, guests (with their mail), questions, tickets, sessions, tasks, reminders and doors go with it, as the real stores' cascades take them.
    public func delete(_ id: EventID) throws(DomainError) {
        try write { tables in
            tables[EventTable.self].byID[id] = nil
            tables.removeMemberships(of: id)
            tables.removeGuests(of: id)
            tables.removeQuestions(of: id)
            tables.removeTickets(of: id)
            tables.removeAgenda(of: id)
            tables.removeTasks(of: id)
            tables.removeShifts(of: id)
            tables.removeReminders(of: id)
            tables.removeDoors(of: id)
            tables.removeAudit(of: id)
        }
    }

    public func list(_ query: EventQuery) -> [MemberEvent] {
        tables[EventTable.self].byID.values
            .filter { query.status == nil || $0.status == query.status }
            .filter {
                switch query.window {
                case .all: true
                case let .upcoming(now): $0.endsAt >= now.stored
                case let .past(now): $0.endsAt < now.stored
                }
            }
            .sorted { ($0.startsAt, $0.handle.value) < ($1.startsAt, $1.handle.value) }
            .compactMap { event in
                tables.membership(event: event.id, user: query.memberID).map { MemberEvent(event: event, role: $0.role) }
            }
    }
}

extension Event {
    fileprivate var storedForm: Event { stored(createdAt: createdAt) }

    fileprivate func stored(createdAt: Date) -> Event {
        Event(id: id, handle: handle, title: title, description: description, startsAt: startsAt.stored,
              endsAt: endsAt.stored, timeZone: timeZone, venue: venue, capacity: capacity, currency: currency,
              budget: budget, status: status, rsvpClosesAt: rsvpClosesAt?.stored, guestPages: guestPages,
              notify: notify, registration: Registration(mode: registration.mode, closesAt: registration.closesAt?.stored, party: registration.party),
              createdAt: createdAt.stored, updatedAt: updatedAt.stored)
    }
}
