/// `rushday events duplicate EVENT --starts DATETIME [--handle H] [--title T]`. Text as typed;
/// the use case reads it. `starts` is read in the source event's zone.
public struct DuplicateEventRequest: Sendable {
    public var event: String
    public var starts: String
    /// Nil: the source's title.
    public var title: String?
    /// Nil: derived from the title, numbered -2, -3 ... until free.
    public var handle: String?

    public init(event: String, starts: String, title: String? = nil, handle: String? = nil) {
        self.event = event
        self.starts = starts
        self.title = title
        self.handle = handle
    }
}
