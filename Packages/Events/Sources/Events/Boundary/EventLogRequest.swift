/// `rushday events log EVENT [--since WHEN] [--actor WHO] [--about REFERENCE]`: `since` in the
/// event's zone (or with an offset), `actor` an email or a link's or door's name, in any case;
/// `about` the reference a command takes for the thing (a guest's handle, a ticket's reference).
public struct EventLogRequest: Sendable {
    public let event: String
    public let since: String?
    public let actor: String?
    public let about: String?

    public init(event: String, since: String? = nil, actor: String? = nil, about: String? = nil) {
        self.event = event
        self.since = since
        self.actor = actor
        self.about = about
    }
}
