public import DesignTokens
public import Domain

/// One guest in `rushday guests ... --format json`. Stable schema; every key is always present,
/// `null` when not set:
///
///     {"handle": "ada-lovelace", "name": "Ada Lovelace", "email": "ada@example.org" | null,
///      "phone": "+49 30 1234" | null, "party": 2, "plusOnes": ["Charles Babbage"], "heads": 3,
///      "status": "invited" | "accepted" | "declined" | "maybe" | "waitlisted",
///      "statusChangedAt": "2026-06-01T14:00:00+02:00", "tags": ["vip"], "dietary": "vegan" | null,
///      "note": "..." | null, "answers": {"meal": "Vegan", "shuttle": "yes"}, "createdAt": "...",
///      "updatedAt": "...", "answeredAt": "2026-06-02T09:30:00+02:00" | null,
///      "answeredVia": "organizer" | "web" | "import" | null, "unsubscribedAt": "..." | null}
///
/// `party` is how many people the guest brings, `heads` the guest and those (what capacity
/// counts). `answers` holds the guest's answers by question key (`{}` when none): a choice as
/// defined, a yes-no as "yes" or "no". `answeredAt` and `answeredVia` say when the guest last
/// answered and who gave the answer (an organiser, the guest on their page, an import); null
/// before any answer. `unsubscribedAt`: when the guest stopped invitations and reminders. Instants are ISO 8601 in the event's zone, with its offset.
public struct GuestJSON: JSONWritable, Hashable, Sendable {
    public let handle: String
    public let name: String
    public let email: String?
    public let phone: String?
    public let party: Int
    public let plusOnes: [String]
    public let heads: Int
    public let status: String
    public let statusChangedAt: String
    public let tags: [String]
    public let dietary: String?
    public let note: String?
    public let answers: [String: String]
    public let createdAt: String
    public let updatedAt: String
    public let answeredAt: String?
    public let answeredVia: String?
    public let unsubscribedAt: String?

    public init(_ guest: Guest, zone: TimeZoneID) {
        handle = guest.handle.value
        name = guest.name
        email = guest.email?.value
        phone = guest.phone
        party = guest.others
        plusOnes = guest.plusOnes
        heads = guest.heads
        status = guest.status.rawValue
        statusChangedAt = ZonedTime.iso8601(guest.statusChangedAt, in: zone)
        tags = guest.tags
        dietary = guest.dietary
        note = guest.note
        answers = Dictionary(uniqueKeysWithValues: guest.answers.map { ($0.key.value, $0.value) })
        createdAt = ZonedTime.iso8601(guest.createdAt, in: zone)
        updatedAt = ZonedTime.iso8601(guest.updatedAt, in: zone)
        answeredAt = guest.answeredAt.map { ZonedTime.iso8601($0, in: zone) }
        answeredVia = guest.answeredVia?.rawValue
        unsubscribedAt = guest.unsubscribedAt.map { ZonedTime.iso8601($0, in: zone) }
    }

    enum CodingKeys: String, CodingKey {
        case handle, name, email, phone, party, plusOnes, heads, status, statusChangedAt, tags, dietary, note, answers, createdAt, updatedAt,
             answeredAt, answeredVia, unsubscribedAt
    }

    /// Nil is written as `null` (the synthesised encoder would leave the key out).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(handle, forKey: .handle)
        try container.encode(name, forKey: .name)
        try container.encode(email, forKey: .email)
        try container.encode(phone, forKey: .phone)
        try container.encode(party, forKey: .party)
        try container.encode(plusOnes, forKey: .plusOnes)
        try container.encode(heads, forKey: .heads)
        try container.encode(status, forKey: .status)
        try container.encode(statusChangedAt, forKey: .statusChangedAt)
        try container.encode(tags, forKey: .tags)
        try container.encode(dietary, forKey: .dietary)
        try container.encode(note, forKey: .note)
        try container.encode(answers, forKey: .answers)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
        try container.encode(answeredAt, forKey: .answeredAt)
        try container.encode(answeredVia, forKey: .answeredVia)
        try container.encode(unsubscribedAt, forKey: .unsubscribedAt)
    }

    /// The same bytes as `encode(to:)` through `OutputRenderer`'s encoder, keys in its sorted
    /// order (answers' keys by their UTF-8 bytes, as the encoder sorts them), for `guests list`.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("answeredAt")
        writer.string(answeredAt)
        writer.key("answeredVia")
        writer.string(answeredVia)
        writer.key("answers")
        writer.beginObject()
        for key in answers.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            writer.dataKey(key)
            writer.string(answers[key]!)
        }
        writer.endObject()
        writer.key("createdAt")
        writer.string(createdAt)
        writer.key("dietary")
        writer.string(dietary)
        writer.key("email")
        writer.string(email)
        writer.key("handle")
        writer.string(handle)
        writer.key("heads")
        writer.integer(heads)
        writer.key("name")
        writer.string(name)
        writer.key("note")
        writer.string(note)
        writer.key("party")
        writer.integer(party)
        writer.key("phone")
        writer.string(phone)
        writer.key("plusOnes")
        Self.write(plusOnes, to: &writer)
        writer.key("status")
        writer.string(status)
        writer.key("statusChangedAt")
        writer.string(statusChangedAt)
        writer.key("tags")
        Self.write(tags, to: &writer)
        writer.key("unsubscribedAt")
        writer.string(unsubscribedAt)
        writer.key("updatedAt")
        writer.string(updatedAt)
        writer.endObject()
    }

    private static func write(_ list: [String], to writer: inout JSONWriter) {
        writer.beginArray()
        for item in list { writer.string(item) }
        writer.endArray()
    }
}

/// The answer of `guests add | update | rsvp | remove --format json`: the guest, whether an
/// acceptance went to the waitlist, and the waitlisted guests the change promoted, in order:
///
///     {"guest": {...GuestJSON}, "waitlisted": false, "promoted": [{...GuestJSON}], "heldTickets": ["K7QM3XPA"],
///      "linkRevoked": false}
///
/// `heldTickets`: the valid tickets a guest who declined or was removed still holds (`[]` otherwise).
/// `linkRevoked`: a new email revoked the guest's personal link.
public struct GuestChangeJSON: Encodable, Hashable, Sendable {
    public let guest: GuestJSON
    public let waitlisted: Bool
    public let promoted: [GuestJSON]
    public let heldTickets: [String]
    public let linkRevoked: Bool

    public init(_ response: GuestResponse) {
        let zone = response.event.timeZone
        guest = GuestJSON(response.guest, zone: zone)
        waitlisted = response.waitlisted
        promoted = response.promoted.map { GuestJSON($0, zone: zone) }
        heldTickets = response.heldTickets
        linkRevoked = response.linkRevoked
    }
}
