public import Domain

/// `rushday events update EVENT [--title ...] [--handle ...] ...`.
/// Changes the fields given, each under the same rules as create; the exact empty text clears
/// description, venue, capacity or budget. Owners and organizers only; completed and
/// cancelled events are history and cannot be edited. Values equal to the event's own are
/// nothing to change.
///
/// - A new title keeps the handle (people and scripts already use it); pass --handle to change it.
/// - A new time zone keeps the wall times: 19:00 in Berlin becomes 19:00 in Tokyo, as organisers
///   who fix the zone mean. A wall time the new zone skips or repeats is an error asking for
///   --starts/--ends. With `keepInstant` the instants stay and only the zone they are shown in
///   changes. New --starts/--ends are read in the new zone.
/// - A new capacity (or none) serves the waitlist in the same write, first come, first served,
///   and the answer names the parties promoted.
/// - RSVPs close (guests stop changing their answers on their own pages) at an instant read like
///   --starts, or never before the event ends when cleared; a new zone keeps its wall time too.
/// - --registration open lets anyone register on the event's public page, /e/HANDLE; approval
///   makes each confirmed registration wait for an organiser; closed (the default) takes none.
///   --registration-closes ends it at an instant read like --starts ('' : when the event ends),
///   and --registration-party caps the people one registration brings besides the registrant.
/// - --notify each mails the owners and organisers each answer a guest gives on their own page as
///   it comes; daily, the day's answers once the day is over in the event's zone; off, none.
/// - A new currency needs a new --budget (or '' to clear it) when the event has a budget: an
///   amount is never silently re-labelled in another currency.
public struct UpdateEvent: Sendable {
    private let dependencies: any EventsDependencies

    public init(_ dependencies: any EventsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: UpdateEventRequest) async throws(DomainError) -> EventResponse {
        let user = try await dependencies.currentUser.requireUser()
        let asked: [String?] = [request.title, request.handle, request.description, request.starts, request.ends,
                                  request.timeZone, request.venue, request.capacity, request.currency, request.budget,
                                  request.rsvpCloses, request.notify, request.registration, request.registrationCloses,
                                  request.registrationParty]
        guard asked.contains(where: { $0 != nil }) || request.guestPages != nil else {
            throw .nothingToChange
        }
        let access = try await EventAccess(dependencies).open(request.event, as: user, for: .editEvent)
        var event = access.event
        guard event.status == .draft || event.status == .published else {
            throw .invalid(field: "event", message: "'\(event.handle)' is \(event.status); completed and cancelled events cannot be edited")
        }

        if let title = request.title { event.title = try EventFields.title(title) }
        if let handle = request.handle { event.handle = try EventFields.handle(handle) }
        try applyTimeZone(request, to: &event)
        if let starts = request.starts { event.startsAt = try EventFields.instant(starts, in: event.timeZone, field: "starts") }
        if let ends = request.ends { event.endsAt = try EventFields.instant(ends, in: event.timeZone, field: "ends") }
        try EventFields.requireOrder(starts: event.startsAt, ends: event.endsAt, in: event.timeZone)
        if let closes = request.rsvpCloses {
            event.rsvpClosesAt = closes.isEmpty ? nil : try EventFields.instant(closes, in: event.timeZone, field: "rsvp-closes")
        }
        if let guestPages = request.guestPages { event.guestPages = guestPages }
        if let notify = request.notify { event.notify = try EventFields.notify(notify) }
        try applyRegistration(request, to: &event)
        if let capacity = request.capacity { event.capacity = try EventFields.capacity(capacity, emptyClears: true) }
        try applyMoney(request, to: &event)
        if let description = request.description { event.description = try EventFields.description(description, emptyClears: true) }
        if let venue = request.venue { event.venue = try EventFields.venue(venue, emptyClears: true) }

        if event.handle != access.event.handle, try await dependencies.eventRepository.isHandleTaken(event.handle) {
            throw .handleTaken(event.handle)
        }
        guard event != access.event else { throw .nothingToChange }
        let now = dependencies.clock.now()
        event.updatedAt = now
        // Named by the handle it had: a new one is among the changes.
        let changes = AuditChange.between(access.event, event, EventAudit.fieldsWithHandle)
        let draft = AuditDraft("event.update", event: event.id, target: access.event.handle.value, at: now, changes: changes)
        guard event.capacity != access.event.capacity else {
            try await AuditTrail.recording(draft) { () async throws(DomainError) in
                try await dependencies.eventRepository.update(event)
            }
            return EventResponse(event: event, role: access.role)
        }
        // Places a new capacity frees (or its removal) go to the waitlist in the same write.
        let (stored, promoted) = try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.guestRepository.update(event) { batch throws(DomainError) in
                var heads = batch.acceptedHeads
                let served = try batch.serveWaitlist(acceptedHeads: &heads, now: now)
                // The parties let in are part of the change: their answers moved with it.
                if !served.isEmpty {
                    draft.record(changes: changes + [AuditChange("promoted", old: nil, new: served.map(\.handle.value).joined(separator: " "))])
                }
                return (batch.event, served)
            }
        }
        return EventResponse(event: stored, role: access.role, promoted: promoted)
    }

    private func applyTimeZone(_ request: UpdateEventRequest, to event: inout Event) throws(DomainError) {
        guard let name = request.timeZone else {
            guard !request.keepInstant else {
                throw .invalid(field: "keep-instant", message: "only applies when the time zone changes; give a new time zone, or leave it out")
            }
            return
        }
        let zone = try EventFields.timeZone(name)
        // The same zone again (or an alias of it) changes nothing, even for a time in a repeated hour.
        if !request.keepInstant, zone != event.timeZone {
            if request.starts == nil { event.startsAt = try EventFields.sameWallTime(event.startsAt, from: event.timeZone, in: zone, field: "starts") }
            if request.ends == nil { event.endsAt = try EventFields.sameWallTime(event.endsAt, from: event.timeZone, in: zone, field: "ends") }
            if request.rsvpCloses == nil, let closes = event.rsvpClosesAt {
                event.rsvpClosesAt = try EventFields.sameWallTime(closes, from: event.timeZone, in: zone, field: "rsvp-closes")
            }
            if request.registrationCloses == nil, let closes = event.registration.closesAt {
                event.registration.closesAt = try EventFields.sameWallTime(closes, from: event.timeZone, in: zone, field: "registration-closes")
            }
        }
        event.timeZone = zone
    }

    private func applyRegistration(_ request: UpdateEventRequest, to event: inout Event) throws(DomainError) {
        if let mode = request.registration { event.registration.mode = try EventFields.registration(mode) }
        if let closes = request.registrationCloses {
            event.registration.closesAt = closes.isEmpty ? nil : try EventFields.instant(closes, in: event.timeZone, field: "registration-closes")
        }
        if let party = request.registrationParty { event.registration.party = try EventFields.registrationParty(party) }
    }

    private func applyMoney(_ request: UpdateEventRequest, to event: inout Event) throws(DomainError) {
        if let code = request.currency {
            let currency = try EventFields.currency(code)
            if currency != event.currency, let budget = event.budget, request.budget == nil {
                throw .invalid(field: "currency", message: "the budget is \(budget); changing the currency to \(currency) needs the amount in \(currency): give the budget in \(currency) too, or clear it")
            }
            event.currency = currency
        }
        if let budget = request.budget {
            event.budget = try EventFields.budget(budget, in: event.currency, emptyClears: true)
        }
    }
}
