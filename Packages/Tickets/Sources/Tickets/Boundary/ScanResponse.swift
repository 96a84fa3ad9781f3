public import Domain

/// One scan's answer: the ticket let in (or out), or why not. `admitted` counts this door's
/// recorded scans so far, for the running count.
public struct ScanResponse: Hashable, Sendable {
    public let event: Event
    public let code: String
    public let direction: CheckInScan.Direction
    public let ticket: TicketView?
    public let refusal: CodeRefusal?
    public let admitted: Int
    public let refused: Int

    public init(event: Event, code: String, direction: CheckInScan.Direction, ticket: TicketView?, refusal: CodeRefusal?,
                admitted: Int, refused: Int) {
        self.event = event
        self.code = code
        self.direction = direction
        self.ticket = ticket
        self.refusal = refusal
        self.admitted = admitted
        self.refused = refused
    }

    public var isRecorded: Bool { refusal == nil }
}
