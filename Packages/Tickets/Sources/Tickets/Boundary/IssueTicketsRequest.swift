/// What `rushday tickets issue EVENT --type TYPE (--guest GUEST | --name NAME [--email E]) [--count N] [--send]`
/// asks. Exactly one of `guest` and `name` is given.
public struct IssueTicketsRequest: Hashable, Sendable {
    public var event: String
    public var type: String
    /// The guest's handle or email.
    public var guest: String?
    public var name: String?
    public var email: String?
    /// Default: the party's places not yet ticketed for a guest, 1 for a name.
    public var count: Int?
    /// Queue the guest's mail with the new tickets in the same write (`--send`).
    public var send: Bool

    public init(event: String, type: String, guest: String? = nil, name: String? = nil, email: String? = nil, count: Int? = nil,
                send: Bool = false) {
        self.event = event
        self.type = type
        self.guest = guest
        self.name = name
        self.email = email
        self.count = count
        self.send = send
    }
}
