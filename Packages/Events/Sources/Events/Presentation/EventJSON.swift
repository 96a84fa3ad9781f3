public import DesignTokens
public import Domain

/// One event in `--format json` (`events list` prints an array of these; create, update,
/// publish, complete, cancel and delete print one). The schema is stable: every key is always
/// present, with `null` for a field that is not set.
///
///     {
///       "id": "7f1c…-…",                          // lower-case UUID
///       "handle": "summer-gala-2026",
///       "title": "Summer Gala 2026",
///       "description": "Dinner and dancing" | null,
///       "status": "draft" | "published" | "completed" | "cancelled",
///       "startsAt": "2026-12-12T19:00:00+01:00",  // ISO 8601 in the event's zone, with its offset
///       "endsAt": "2026-12-13T01:00:00+01:00",
///       "timeZone": "Europe/Berlin",              // IANA name
///       "venue": "Town Hall" | null,
///       "capacity": 150 | null,
///       "currency": "EUR",                        // ISO 4217
///       "budget": {"amount": "1200.50", "currency": "EUR", "minorUnits": 120050} | null,
///       "rsvpClosesAt": "2026-12-01T00:00:00+01:00" | null, // guests' own answers close; null: when it ends
///       "guestPages": true,                       // whether guests' personal links open their pages
///       "notify": "each" | "daily" | "off",       // organisers mailed guests' own answers: each, once a day, or not
///       "registration": "closed" | "open" | "approval", // who may register on the public page /e/HANDLE
///       "registrationClosesAt": "2026-12-10T18:00:00+01:00" | null, // null: registration stays open until it ends
///       "registrationParty": 2,                   // the most people one registration brings besides the registrant
///       "role": "owner" | "organizer" | "staff",  // the signed-in user's role
///       "createdAt": "2026-06-01T14:00:00+02:00", // ISO 8601 in the event's zone, with its offset
///       "updatedAt": "2026-06-01T14:00:00+02:00"
///     }
///
/// `budget.amount` is exact decimal text; never read money as a floating-point number.
public struct EventJSON: JSONWritable, Hashable, Sendable {
    public let id: String
    public let handle: String
    public let title: String
    public let description: String?
    public let status: String
    public let startsAt: String
    public let endsAt: String
    public let timeZone: String
    public let venue: String?
    public let capacity: Int?
    public let currency: String
    public let budget: Money?
    public let rsvpClosesAt: String?
    public let guestPages: Bool
    public let notify: String
    public let registration: String
    public let registrationClosesAt: String?
    public let registrationParty: Int
    public let role: String
    public let createdAt: String
    public let updatedAt: String

    public init(event: Event, role: Role) {
        id = event.id.description
        handle = event.handle.value
        title = event.title
        description = event.description
        status = event.status.rawValue
        startsAt = ZonedTime.iso8601(event.startsAt, in: event.timeZone)
        endsAt = ZonedTime.iso8601(event.endsAt, in: event.timeZone)
        timeZone = event.timeZone.identifier
        venue = event.venue
        capacity = event.capacity
        currency = event.currency.code
        budget = event.budget
        rsvpClosesAt = event.rsvpClosesAt.map { ZonedTime.iso8601($0, in: event.timeZone) }
        guestPages = event.guestPages
        notify = event.notify.rawValue
        registration = event.registration.mode.rawValue
        registrationClosesAt = event.registration.closesAt.map { ZonedTime.iso8601($0, in: event.timeZone) }
        registrationParty = event.registration.party
        self.role = role.rawValue
        createdAt = ZonedTime.iso8601(event.createdAt, in: event.timeZone)
        updatedAt = ZonedTime.iso8601(event.updatedAt, in: event.timeZone)
    }

    enum CodingKeys: String, CodingKey {
        case id, handle, title, description, status, startsAt, endsAt, timeZone, venue, capacity, currency, budget, rsvpClosesAt,
             guestPages, notify, registration, registrationClosesAt, registrationParty, role, createdAt, updatedAt, dashboard, promoted, duplicatedFrom, copied
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try encodeFields(into: &container)
    }

    /// Written key by key (not synthesised) so nil fields appear as null instead of vanishing.
    func encodeFields(into container: inout KeyedEncodingContainer<CodingKeys>) throws {
        try container.encode(id, forKey: .id)
        try container.encode(handle, forKey: .handle)
        try container.encode(title, forKey: .title)
        try container.encode(description, forKey: .description)
        try container.encode(status, forKey: .status)
        try container.encode(startsAt, forKey: .startsAt)
        try container.encode(endsAt, forKey: .endsAt)
        try container.encode(timeZone, forKey: .timeZone)
        try container.encode(venue, forKey: .venue)
        try container.encode(capacity, forKey: .capacity)
        try container.encode(currency, forKey: .currency)
        try container.encode(budget, forKey: .budget)
        try container.encode(rsvpClosesAt, forKey: .rsvpClosesAt)
        try container.encode(guestPages, forKey: .guestPages)
        try container.encode(notify, forKey: .notify)
        try container.encode(registration, forKey: .registration)
        try container.encode(registrationClosesAt, forKey: .registrationClosesAt)
        try container.encode(registrationParty, forKey: .registrationParty)
        try container.encode(role, forKey: .role)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
    }

    /// The same bytes as `encode(to:)` through `OutputRenderer`'s encoder, keys in its sorted
    /// order, for `events list`, which prints thousands of these.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("budget")
        if let budget {
            writer.beginObject()
            writer.key("amount")
            writer.string(budget.decimalString)
            writer.key("currency")
            writer.string(budget.currency.code)
            writer.key("minorUnits")
            writer.integer(budget.minorUnits)
            writer.endObject()
        } else {
            writer.null()
        }
        writer.key("capacity")
        writer.integer(capacity)
        writer.key("createdAt")
        writer.string(createdAt)
        writer.key("currency")
        writer.string(currency)
        writer.key("description")
        writer.string(description)
        writer.key("endsAt")
        writer.string(endsAt)
        writer.key("guestPages")
        writer.boolean(guestPages)
        writer.key("handle")
        writer.string(handle)
        writer.key("id")
        writer.string(id)
        writer.key("notify")
        writer.string(notify)
        writer.key("registration")
        writer.string(registration)
        writer.key("registrationClosesAt")
        writer.string(registrationClosesAt)
        writer.key("registrationParty")
        writer.integer(registrationParty)
        writer.key("role")
        writer.string(role)
        writer.key("rsvpClosesAt")
        writer.string(rsvpClosesAt)
        writer.key("startsAt")
        writer.string(startsAt)
        writer.key("status")
        writer.string(status)
        writer.key("timeZone")
        writer.string(timeZone)
        writer.key("title")
        writer.string(title)
        writer.key("updatedAt")
        writer.string(updatedAt)
        writer.key("venue")
        writer.string(venue)
        writer.endObject()
    }
}
