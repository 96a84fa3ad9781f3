/// One drain of the outbox: the server's password (from the machine, never the store) and the
/// most messages to send now (nil: every one due), which paces a set-up with a rate.
public struct SendOutboxRequest: Sendable {
    public var password: String?
    public var limit: Int?

    public init(password: String?, limit: Int? = nil) {
        self.password = password
        self.limit = limit
    }
}
