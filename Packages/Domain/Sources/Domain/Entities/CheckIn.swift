public import Foundation

/// One admission at the door: which ticket, when, by which staff member, at which gate.
public struct CheckIn: Hashable, Sendable, Codable {
    public let id: CheckInID
    public let eventID: EventID
    public let ticketID: TicketID
    public let scannedAt: Date
    public let scannedBy: UserID
    public var gate: String?

    public init(id: CheckInID, eventID: EventID, ticketID: TicketID, scannedAt: Date, scannedBy: UserID, gate: String? = nil) {
        self.id = id
        self.eventID = eventID
        self.ticketID = ticketID
        self.scannedAt = scannedAt
        self.scannedBy = scannedBy
        self.gate = gate
    }
}
