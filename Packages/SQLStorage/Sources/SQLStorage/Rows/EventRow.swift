import Domain

/// A row of `events`: its columns in the order `read` takes them and `values` gives them. The
/// budget keeps its own currency beside the event's, so a budget is read back exactly as it
/// was stored even if the two ever differ.
enum EventRow {
    static let table = "events"
    static let columns = """
        events.id, events.handle, events.title, events.description, events.starts_at, events.ends_at, \
        events.time_zone, events.venue, events.capacity, events.currency, events.budget_minor_units, \
        events.budget_currency, events.status, events.created_at, events.updated_at, events.rsvp_closes_at, \
        events.guest_pages, events.notify, events.registration, events.registration_closes_at, events.registration_party
        """
    static let count = 21

    static func read(_ row: any SQLRow) throws -> Event {
        var budget: Money?
        if let minorUnits = try row.optionalInteger(10), let currency = try row.optionalText(11) {
            budget = Money(minorUnits: minorUnits, currency: try StoredValue.currency(currency, table: table))
        }
        return Event(id: try StoredValue.identifier(try row.text(0), table: table),
                     handle: try StoredValue.handle(try row.text(1), table: table),
                     title: try row.text(2), description: try row.optionalText(3),
                     startsAt: Instant.date(try row.integer(4)), endsAt: Instant.date(try row.integer(5)),
                     timeZone: try StoredValue.timeZone(try row.text(6), table: table),
                     venue: try row.optionalText(7), capacity: try row.optionalInteger(8).map { Int($0) },
                     currency: try StoredValue.currency(try row.text(9), table: table),
                     budget: budget, status: try StoredValue.raw(try row.text(12), table: table),
                     rsvpClosesAt: try row.optionalInteger(15).map(Instant.date), guestPages: try row.integer(16) != 0,
                     notify: try StoredValue.raw(try row.text(17), table: table),
                     registration: Registration(mode: try StoredValue.raw(try row.text(18), table: table),
                                                closesAt: try row.optionalInteger(19).map(Instant.date),
                                                party: Int(try row.integer(20))),
                     createdAt: Instant.date(try row.integer(13)), updatedAt: Instant.date(try row.integer(14)))
    }

    /// With `skippingTakenHandle`, a handle another transaction holds (committed, or committing:
    /// the database waits to know) leaves the event unstored, 0 rows, instead of failing.
    static func insert(_ event: Event, skippingTakenHandle: Bool = false) -> SQL {
        """
        INSERT INTO events (id, handle, title, description, starts_at, ends_at, time_zone, venue, capacity,
                            currency, budget_minor_units, budget_currency, status, created_at, updated_at,
                            rsvp_closes_at, guest_pages, notify, registration, registration_closes_at, registration_party)
        VALUES (\(event.id), \(event.handle), \(event.title), \(event.description), \(Instant.milliseconds(event.startsAt)),
                \(Instant.milliseconds(event.endsAt)), \(event.timeZone.identifier), \(event.venue), \(event.capacity),
                \(event.currency.code), \(event.budget?.minorUnits), \(event.budget?.currency.code), \(event.status.rawValue),
                \(Instant.milliseconds(event.createdAt)), \(Instant.milliseconds(event.updatedAt)),
                \(event.rsvpClosesAt.map(Instant.milliseconds)), \(event.guestPages ? 1 : 0), \(event.notify.rawValue),
                \(event.registration.mode.rawValue), \(event.registration.closesAt.map(Instant.milliseconds)), \(event.registration.party))
        \(raw: skippingTakenHandle ? "ON CONFLICT (handle) DO NOTHING" : "")
        """
    }

    /// Everything but the identity and the creation instant.
    static func update(_ event: Event) -> SQL {
        """
        UPDATE events SET handle = \(event.handle), title = \(event.title), description = \(event.description),
            starts_at = \(Instant.milliseconds(event.startsAt)), ends_at = \(Instant.milliseconds(event.endsAt)),
            time_zone = \(event.timeZone.identifier), venue = \(event.venue), capacity = \(event.capacity),
            currency = \(event.currency.code), budget_minor_units = \(event.budget?.minorUnits),
            budget_currency = \(event.budget?.currency.code), status = \(event.status.rawValue),
            rsvp_closes_at = \(event.rsvpClosesAt.map(Instant.milliseconds)), guest_pages = \(event.guestPages ? 1 : 0),
            notify = \(event.notify.rawValue), registration = \(event.registration.mode.rawValue),
            registration_closes_at = \(event.registration.closesAt.map(Instant.milliseconds)),
            registration_party = \(event.registration.party), updated_at = \(Instant.milliseconds(event.updatedAt))
        WHERE id = \(event.id)
        """
    }
}
