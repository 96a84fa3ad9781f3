/// `rushday events create`. Fields are the text the user typed; the use case parses and
/// validates them so every rule lives in one place.
public struct CreateEventRequest: Sendable {
    public var title: String
    public var handle: String?
    public var description: String?
    public var starts: String
    public var ends: String
    public var timeZone: String
    public var venue: String?
    public var capacity: String?
    public var currency: String?
    public var budget: String?

    public init(title: String, handle: String? = nil, description: String? = nil, starts: String, ends: String,
                timeZone: String, venue: String? = nil, capacity: String? = nil, currency: String? = nil, budget: String? = nil) {
        self.title = title
        self.handle = handle
        self.description = description
        self.starts = starts
        self.ends = ends
        self.timeZone = timeZone
        self.venue = venue
        self.capacity = capacity
        self.currency = currency
        self.budget = budget
    }
}
