/// Names one ticket type of one event as typed: `tickets types remove EVENT TYPE`.
public struct TicketTypeReference: Hashable, Sendable {
    public var event: String
    public var type: String

    public init(event: String, type: String) {
        self.event = event
        self.type = type
    }
}
