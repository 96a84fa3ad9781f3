/// What `rushday tickets sheet EVENT --html FILE` asks: the event, and optionally one type's
/// tickets only. Where the page goes is the face's business.
public struct TicketSheetRequest: Hashable, Sendable {
    public var event: String
    public var type: String?

    public init(event: String, type: String? = nil) {
        self.event = event
        self.type = type
    }
}
