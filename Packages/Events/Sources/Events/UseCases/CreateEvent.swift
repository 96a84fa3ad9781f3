public import Domain
import Foundation

/// `rushday events create`.
/// Creates a draft event owned by the signed-in user. The handle is `--handle` when given (a
/// taken one is a conflict), else derived from the title, which the store numbers -2, -3 ...
/// until free.
/// Currency defaults to EUR; the budget is read in the event's currency.
public struct CreateEvent: Sendable {
    private let dependencies: any EventsDependencies

    public init(_ dependencies: any EventsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: CreateEventRequest) async throws(DomainError) -> EventResponse {
        let user = try await dependencies.currentUser.requireUser()
        let title = try EventFields.title(request.title)
        let explicitHandle = try request.handle.map { text throws(DomainError) in try EventFields.handle(text) }
        let zone = try EventFields.timeZone(request.timeZone)
        let starts = try EventFields.instant(request.starts, in: zone, field: "starts")
        let ends = try EventFields.instant(request.ends, in: zone, field: "ends")
        try EventFields.requireOrder(starts: starts, ends: ends, in: zone)
        let capacity = try request.capacity.flatMap { text throws(DomainError) in try EventFields.capacity(text, emptyClears: false) }
        let currency = try request.currency.map { text throws(DomainError) in try EventFields.currency(text) } ?? .euro
        let budget = try request.budget.flatMap { text throws(DomainError) in try EventFields.budget(text, in: currency, emptyClears: false) }
        let description = try request.description.flatMap { text throws(DomainError) in try EventFields.description(text, emptyClears: false) }
        let venue = try request.venue.flatMap { text throws(DomainError) in try EventFields.venue(text, emptyClears: false) }
        let handle = try await chosenHandle(explicit: explicitHandle, title: title)

        let now = dependencies.clock.now()
        let event = Event(id: dependencies.identifierGenerator.make(), handle: handle, title: title,
                          description: description, startsAt: starts, endsAt: ends, timeZone: zone, venue: venue,
                          capacity: capacity, currency: currency, budget: budget, status: .draft,
                          createdAt: now, updatedAt: now)
        let owner = Membership(eventID: event.id, userID: user.id, role: .owner, addedAt: now)
        // The handle asked for; one made from the title is the one the store numbered.
        let draft = AuditDraft("event.create", event: event.id, target: handle.value, at: now,
                               changes: AuditChange.made(event, EventAudit.fields))
        guard explicitHandle == nil else {
            try await AuditTrail.recording(draft) { () async throws(DomainError) in
                try await dependencies.eventRepository.create(event, owner: owner)
            }
            return EventResponse(event: event, role: .owner)
        }
        // Numbered by the store inside its write: a look-then-write here would race another
        // process creating an event from the same title.
        let stored = try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.eventRepository.createNumberingHandle(event, owner: owner) { draft.record(target: $0.handle.value) }
        }
        return EventResponse(event: stored, role: .owner)
    }

    private func chosenHandle(explicit: Handle?, title: String) async throws(DomainError) -> Handle {
        if let explicit {
            guard try await !dependencies.eventRepository.isHandleTaken(explicit) else {
                throw .handleTaken(explicit)
            }
            return explicit
        }
        guard let derived = Handle.derived(from: title) else {
            throw .invalid(field: "handle", message: "cannot make a handle from the title \(UserText.quoted(title)); give one, like summer-gala-2026")
        }
        return derived
    }
}
