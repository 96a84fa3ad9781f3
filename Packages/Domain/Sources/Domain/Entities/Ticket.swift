public import Foundation

public typealias TicketID = Identifier<Ticket>

/// One admission to one event, for one person: a party of three holds three tickets.
public struct Ticket: Hashable, Sendable {
    public let id: TicketID
    public let eventID: EventID
    public let typeID: TicketTypeID
    /// The short text people type for the ticket ("K7QM3XPA"), unique among all tickets.
    public let reference: String
    /// Who the ticket is for: the guest, one of their party, or a name given at issue.
    public let holder: String
    public let email: EmailAddress?
    /// The guest (party) the ticket was issued to, when it was issued to one.
    public let guestID: GuestID?
    /// The type's price when the ticket was issued: revenue does not move when a price changes.
    public let price: Money
    public var status: TicketStatus
    public let issuedAt: Date
    public var cancelledAt: Date?

    public init(id: TicketID, eventID: EventID, typeID: TicketTypeID, reference: String, holder: String,
                email: EmailAddress? = nil, guestID: GuestID? = nil, price: Money, status: TicketStatus = .valid,
                issuedAt: Date, cancelledAt: Date? = nil) {
        self.id = id
        self.eventID = eventID
        self.typeID = typeID
        self.reference = reference
        self.holder = holder
        self.email = email
        self.guestID = guestID
        self.price = price
        self.status = status
        self.issuedAt = issuedAt
        self.cancelledAt = cancelledAt
    }
}

/// A ticket is valid until cancelled; a cancelled one holds no place and its code is refused.
public enum TicketStatus: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case valid, cancelled

    public var description: String { rawValue }
}
