public import Domain
import Foundation

/// `rushday events duplicate EVENT --starts DATETIME [--title T] [--handle H]`.
/// A new draft event made from one the user owns or organizes, starting at `starts` (read in the
/// source's zone), its creator its owner as with create. It keeps the source's fields (zone,
/// venue, description, capacity, currency, budget, guest pages) and takes its guest questions,
/// ticket types and pools, budget lines, programme and tasks; every instant (end, RSVP closing,
/// sales windows, sessions, tasks due at a fixed time) moves with the start, by wall-clock time
/// (`WallClockShift`), and a task due relative to the event follows it by itself. Never its
/// guests, tickets, scans, expenses, doors or mail, nor who a task was assigned to or whether
/// it was done: those are what happened at the source.
/// The handle follows create's rules: a given one taken is refused, one derived from the title
/// (the source's unless a new one is given) is numbered -2, -3 ... until free. All of it is one
/// write (`EventCopyRepository`), which also takes the handle: a refusal leaves the store as it was.
public struct DuplicateEvent: Sendable {
    private let dependencies: any EventsDependencies

    public init(_ dependencies: any EventsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: DuplicateEventRequest) async throws(DomainError) -> DuplicateEventResponse {
        let user = try await dependencies.currentUser.requireUser()
        let source = try await EventAccess(dependencies).event(request.event, as: user, for: .duplicateEvent)
        let starts = try EventFields.instant(request.starts, in: source.timeZone, field: "starts")
        let title = try request.title.map { text throws(DomainError) in try EventFields.title(text) }
        let explicitHandle = try request.handle.map { text throws(DomainError) in try EventFields.handle(text) }
        let handle = if let explicitHandle { explicitHandle } else { try derivedHandle(from: title ?? source.title) }
        let now = dependencies.clock.now()
        let ids = dependencies.identifierGenerator
        // Logged on the new event, named by the source's handle.
        let draft = AuditDraft("event.duplicate", event: nil, target: source.handle.value, at: now)
        let copy = try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.eventCopyRepository.createCopy(of: source.id, numberingHandle: explicitHandle == nil) {
                stored, content throws(DomainError) in
                let shift = WallClockShift(from: stored.startsAt, to: starts, in: stored.timeZone)
                let event = try Self.event(from: stored, id: ids.make(), handle: handle, title: title ?? stored.title,
                                           starts: starts, shift: shift, now: now)
                // A handle made from the title is numbered by the store after this: only a given
                // one is known here.
                let fields = explicitHandle == nil ? EventAudit.fields : EventAudit.fieldsWithHandle
                draft.record(event: event.id, changes: AuditChange.made(event, fields))
                return EventCopy(event: event, owner: Membership(eventID: event.id, userID: user.id, role: .owner, addedAt: now),
                                 content: Self.content(content, of: event.id, shift: shift, ids: ids, now: now))
            }
        }
        return DuplicateEventResponse(created: EventResponse(event: copy.event, role: .owner), source: source.handle,
                                      copied: .init(copy.content))
    }

    private func derivedHandle(from title: String) throws(DomainError) -> Handle {
        guard let derived = Handle.derived(from: title) else {
            throw .invalid(field: "handle", message: "cannot make a handle from the title \(UserText.quoted(title)); give one, like summer-gala-2026")
        }
        return derived
    }

    private static func event(from source: Event, id: EventID, handle: Handle, title: String, starts: Date,
                              shift: WallClockShift, now: Date) throws(DomainError) -> Event {
        let ends = shift.moved(source.endsAt)
        try EventFields.requireOrder(starts: starts, ends: ends, in: source.timeZone)
        return Event(id: id, handle: handle, title: title, description: source.description, startsAt: starts, endsAt: ends,
                     timeZone: source.timeZone, venue: source.venue, capacity: source.capacity, currency: source.currency,
                     budget: source.budget, status: .draft, rsvpClosesAt: source.rsvpClosesAt.map(shift.moved),
                     guestPages: source.guestPages, notify: source.notify,
                     registration: Registration(mode: source.registration.mode, closesAt: source.registration.closesAt.map(shift.moved),
                                                party: source.registration.party),
                     createdAt: now, updatedAt: now)
    }

    /// The source's content made the new event's: new ids where rows have them, the times moved.
    private static func content(_ content: EventContent, of event: EventID, shift: WallClockShift,
                                ids: any IdentifierGenerator, now: Date) -> EventContent {
        EventContent(
            questions: content.questions.map { question in
                GuestQuestion(eventID: event, key: question.key, kind: question.kind, choices: question.choices,
                              prompt: question.prompt, createdAt: now)
            },
            catalog: TicketCatalog(
                types: content.catalog.types.map { type in
                    TicketType(id: ids.make(), eventID: event, number: type.number, handle: type.handle, name: type.name,
                               price: type.price, quota: type.quota, pool: type.pool, salesOpen: type.salesOpen.map(shift.moved),
                               salesClose: type.salesClose.map(shift.moved), maxPerIssue: type.maxPerIssue,
                               createdAt: now, updatedAt: now)
                },
                pools: content.catalog.pools.map { TicketPool(eventID: event, handle: $0.handle, quota: $0.quota) }),
            budget: content.budget.map { BudgetLine(eventID: event, category: $0.category, amount: $0.amount, updatedAt: now) },
            sessions: content.sessions.map { session in
                AgendaSession(id: ids.make(), eventID: event, handle: session.handle, title: session.title,
                              startsAt: shift.moved(session.startsAt), endsAt: shift.moved(session.endsAt), room: session.room,
                              track: session.track, speakers: session.speakers, description: session.description,
                              capacity: session.capacity, createdAt: now, updatedAt: now)
            },
            // A relative due time follows the new event by itself; nobody is assigned (the copy's
            // only member is its creator) and nothing is done.
            tasks: content.tasks.map { task in
                var due = task.due
                if case .at(let date) = due { due = .at(shift.moved(date)) }
                return EventTask(id: ids.make(), eventID: event, number: task.number, title: task.title, note: task.note, due: due,
                                 position: task.position, createdAt: now, updatedAt: now)
            })
    }
}
