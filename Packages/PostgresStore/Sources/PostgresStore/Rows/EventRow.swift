import Domain
import PostgresNIO
import SQLStorage

/// `events` columns, in the order `EventRow.read` takes them. The budget keeps its own
/// currency beside the event's, as in SQLiteStore.
enum EventRow {
    static let columns = """
        events.id, events.handle, events.title, events.description, events.starts_at, events.ends_at, \
        events.time_zone, events.venue, events.capacity, events.currency, events.budget_minor_units, \
        events.budget_currency, events.status, events.created_at, events.updated_at
        """

    static func read(_ row: PostgresRow) throws -> Event {
        let (id, handle, title, description, startsAt, endsAt, timeZone, venue, capacity, currency,
             budgetMinorUnits, budgetCurrency, status, createdAt, updatedAt) =
            try row.decode((String, String, String, String?, Int64, Int64, String, String?, Int64?, String,
                            Int64?, String?, String, Int64, Int64).self)
        let table = "events"
        var budget: Money?
        if let budgetMinorUnits, let budgetCurrency {
            budget = Money(minorUnits: budgetMinorUnits, currency: try StoredValue.currency(budgetCurrency, table: table))
        }
        return Event(id: try StoredValue.identifier(id, table: table),
                     handle: try StoredValue.handle(handle, table: table),
                     title: title, description: description,
                     startsAt: Instant.date(startsAt), endsAt: Instant.date(endsAt),
                     timeZone: try StoredValue.timeZone(timeZone, table: table),
                     venue: venue, capacity: capacity.map { Int($0) },
                     currency: try StoredValue.currency(currency, table: table),
                     budget: budget, status: try StoredValue.raw(status, table: table),
                     createdAt: Instant.date(createdAt), updatedAt: Instant.date(updatedAt))
    }

    static let count = 15

    /// The values of `columns`, in order; without `created_at` when an update leaves it alone.
    static func values(_ event: Event, withCreation: Bool = true) -> PostgresBindings {
        var bindings = PostgresBindings()
        bindings.append(event.id.description)
        bindings.append(event.handle.value)
        bindings.append(event.title)
        bindings.append(event.description)
        bindings.append(Instant.milliseconds(event.startsAt))
        bindings.append(Instant.milliseconds(event.endsAt))
        bindings.append(event.timeZone.identifier)
        bindings.append(event.venue)
        bindings.append(event.capacity.map { Int64($0) })
        bindings.append(event.currency.code)
        bindings.append(event.budget?.minorUnits)
        bindings.append(event.budget?.currency.code)
        bindings.append(event.status.rawValue)
        if withCreation { bindings.append(Instant.milliseconds(event.createdAt)) }
        bindings.append(Instant.milliseconds(event.updatedAt))
        return bindings
    }
}
