/// `rushday events log EVENT [--since WHEN] [--actor WHO]`: `since` in the event's zone (or with
/// an offset), `actor` an email or a link's or door's name, in any case.
public struct EventLogRequest: Sendable {
    public let event: String
    public let since: String?
    public let actor: String?

    public init(event: String, since: String? = nil, actor: String? = nil) {
        self.event = event
        self.since = since
        self.actor = actor
    }
}
