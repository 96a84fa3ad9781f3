public import Foundation

/// An issued ticket. `code` is the short handle people read out at the door; `signature` is what
/// the QR code carries so a scanner can verify the ticket offline.
public struct Ticket: Hashable, Sendable, Codable {
    public let id: TicketID
    public let eventID: EventID
    public let ticketTypeID: TicketTypeID
    public let code: String
    public var holderName: String
    public var holderEmail: EmailAddress?
    public var guestID: GuestID?
    public var status: TicketStatus
    public let issuedAt: Date
    public let signature: String

    public init(id: TicketID, eventID: EventID, ticketTypeID: TicketTypeID, code: String, holderName: String,
                holderEmail: EmailAddress? = nil, guestID: GuestID? = nil, status: TicketStatus = .valid,
                issuedAt: Date, signature: String) {
        self.id = id
        self.eventID = eventID
        self.ticketTypeID = ticketTypeID
        self.code = code
        self.holderName = holderName
        self.holderEmail = holderEmail
        self.guestID = guestID
        self.status = status
        self.issuedAt = issuedAt
        self.signature = signature
    }
}

public enum TicketStatus: String, CaseIterable, Hashable, Sendable, Codable {
    case valid, void
}
