/// What `rushday tickets sheet EVENT --html FILE` asks: the event, the page to write, and
/// optionally one type's tickets only.
public struct TicketSheetRequest: Hashable, Sendable {
    public var event: String
    public var html: String
    public var type: String?
    /// Whether an existing file may be replaced.
    public var replacing: Bool

    public init(event: String, html: String, type: String? = nil, replacing: Bool = false) {
        self.event = event
        self.html = html
        self.type = type
        self.replacing = replacing
    }
}
