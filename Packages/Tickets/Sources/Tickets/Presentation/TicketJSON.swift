public import Domain

/// One ticket in `rushday tickets issue | list | show | cancel --format json`. Stable schema;
/// every key is always present, `null` when not set:
///
///     {"reference": "K7QM3XPA", "code": "RT1:...", "event": "summer-gala", "type": "early-bird",
///      "holder": "Ann Lee", "email": "ann@example.org" | null, "status": "valid" | "cancelled",
///      "price": {"amount": "25.00", "currency": "EUR", "minorUnits": 2500},
///      "issuedAt": "2027-05-01T10:00:00+02:00", "cancelledAt": "..." | null}
public struct TicketJSON: Encodable, Hashable, Sendable {
    public let reference: String
    public let code: String
    public let event: String
    public let type: String
    public let holder: String
    public let email: String?
    public let status: String
    public let price: Money
    public let issuedAt: String
    public let cancelledAt: String?

    init(_ view: TicketView, event: Event) {
        let zone = event.timeZone
        reference = view.ticket.reference
        code = view.code
        self.event = event.handle.value
        type = view.type.handle.value
        holder = view.ticket.holder
        email = view.ticket.email?.value
        status = view.ticket.status.rawValue
        price = view.ticket.price
        issuedAt = ZonedTime.iso8601(view.ticket.issuedAt, in: zone)
        cancelledAt = view.ticket.cancelledAt.map { ZonedTime.iso8601($0, in: zone) }
    }

    enum CodingKeys: String, CodingKey {
        case reference, code, event, type, holder, email, status, price, issuedAt, cancelledAt
    }

    /// Nil is written as `null` (the synthesised encoder would leave the key out).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(reference, forKey: .reference)
        try container.encode(code, forKey: .code)
        try container.encode(event, forKey: .event)
        try container.encode(type, forKey: .type)
        try container.encode(holder, forKey: .holder)
        try container.encode(email, forKey: .email)
        try container.encode(status, forKey: .status)
        try container.encode(price, forKey: .price)
        try container.encode(issuedAt, forKey: .issuedAt)
        try container.encode(cancelledAt, forKey: .cancelledAt)
    }
}
