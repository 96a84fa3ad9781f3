public import Domain

extension InMemoryStore: EventRepository {
    public func create(_ event: Event, owner: Membership) throws(DomainError) {
        try checkWrite()
        guard !isHandleTaken(event.handle) else { throw DomainError.handleTaken(event.handle) }
        events[event.id] = event
        memberships[event.id] = [owner.userID: owner]
    }

    public func createNumberingHandle(_ event: Event, owner: Membership) throws(DomainError) -> Event {
        try checkWrite()
        var stored = event
        var number = 1
        while isHandleTaken(stored.handle) {
            number += 1
            stored.handle = event.handle.numbered(number)
        }
        events[stored.id] = stored
        memberships[stored.id] = [owner.userID: owner]
        return stored
    }

    public func find(handle: Handle) -> Event? {
        events.values.first { $0.handle == handle }
    }

    public func find(id: EventID) -> Event? { events[id] }

    public func isHandleTaken(_ handle: Handle) -> Bool {
        events.values.contains { $0.handle == handle }
    }

    public func update(_ event: Event) throws(DomainError) {
        try checkWrite()
        guard !events.values.contains(where: { $0.handle == event.handle && $0.id != event.id }) else {
            throw DomainError.handleTaken(event.handle)
        }
        events[event.id] = event
    }

    public func delete(_ id: EventID) throws(DomainError) {
        try checkWrite()
        events[id] = nil
        memberships[id] = nil
    }

    public func list(_ query: EventQuery) -> [MemberEvent] {
        events.values
            .filter { memberships[$0.id]?[query.memberID] != nil }
            .filter { query.status == nil || $0.status == query.status }
            .filter {
                switch query.window {
                case .all: true
                case let .upcoming(now): $0.endsAt >= now
                case let .past(now): $0.endsAt < now
                }
            }
            .sorted { ($0.startsAt, $0.handle.value) < ($1.startsAt, $1.handle.value) }
            .compactMap { event in memberships[event.id]?[query.memberID].map { MemberEvent(event: event, role: $0.role) } }
    }
}
