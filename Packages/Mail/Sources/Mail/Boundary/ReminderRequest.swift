/// `mail remind EVENT --at DATETIME | --before SPAN`: exactly one of the two.
public struct ReminderRequest: Sendable {
    public var event: String
    public var at: String?
    public var before: String?

    public init(event: String, at: String? = nil, before: String? = nil) {
        self.event = event
        self.at = at
        self.before = before
    }
}
