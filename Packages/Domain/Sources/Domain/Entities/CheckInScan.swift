public import Foundation

/// One pass of a ticket through a door: in (`entry`) or out (`exit`), when, and on which device.
/// A scan made offline carries the nonce its device gave it, so uploading it again stores nothing.
public struct CheckInScan: Hashable, Sendable {
    public enum Direction: String, CaseIterable, Hashable, Sendable {
        case entry, exit
    }

    public let ticketID: TicketID
    public let eventID: EventID
    public let direction: Direction
    public let device: String
    public let at: Date
    /// Nil for a scan the store recorded as it happened (online).
    public let nonce: String?

    public init(ticketID: TicketID, eventID: EventID, direction: Direction, device: String, at: Date, nonce: String? = nil) {
        self.ticketID = ticketID
        self.eventID = eventID
        self.direction = direction
        self.device = device
        self.at = at
        self.nonce = nonce
    }
}

/// What uploading one offline scan did. Only `.recorded` changed the store.
public enum UploadOutcome: Hashable, Sendable {
    case recorded
    /// The event already has a scan with this nonce: an upload tried again.
    case duplicate
    /// No ticket of this event has the scan's id.
    case unknownTicket
}

/// What recording a scan did (`outcome`), and the ticket it named as stored, so that a door
/// names the holder without reading the ticket again: nil when no ticket of the scan's event
/// has its id (`.unknownTicket`).
public struct RecordedScan: Hashable, Sendable {
    public let outcome: ScanOutcome
    public let ticket: Ticket?

    public init(_ outcome: ScanOutcome, ticket: Ticket?) {
        self.outcome = outcome
        self.ticket = ticket
    }
}

/// What recording a scan did. Only `.recorded` changed the store.
public enum ScanOutcome: Hashable, Sendable {
    case recorded
    /// No ticket of this event has the scanned id.
    case unknownTicket
    case cancelled(at: Date?)
    /// An entry of a ticket already inside: the entry that let it in.
    case alreadyInside(CheckInScan)
    /// An exit of a ticket that is not inside.
    case notInside
}

extension CheckInScan {
    /// The door's rule, kept here so every store decides alike: a ticket is inside when its
    /// last scan (by `at`, then by the order they were stored) was an entry. An entry of a ticket inside is refused with the entry that let
    /// it in (`.alreadyInside`), an exit of a ticket outside (never scanned, or last scanned
    /// out) with `.notInside`; nil when this scan changes where the ticket is, and is recorded.
    public func refusal(after last: CheckInScan?) -> ScanOutcome? {
        switch (direction, last?.direction) {
        case (.entry, .entry): last.map(ScanOutcome.alreadyInside)
        case (.exit, nil), (.exit, .exit): .notInside
        default: nil
        }
    }
}

extension Sequence<CheckInScan> {
    /// How many tickets came in at least once, however often they went out and in again: the
    /// people who arrived.
    public var ticketsAdmitted: Int {
        Set(filter { $0.direction == .entry }.map(\.ticketID)).count
    }
}
