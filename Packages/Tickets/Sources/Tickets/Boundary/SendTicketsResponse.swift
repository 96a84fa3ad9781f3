public import Domain

/// One mail queued per guest with the references it carries, and tickets left out with why.
public struct SendTicketsResponse: Sendable {
    public struct Mail: Sendable {
        public let guest: Handle
        public let message: MailMessageID
        public let tickets: [String]
    }

    public struct Skipped: Sendable {
        public let ticket: String
        public let reason: String
    }

    public let event: Event
    public let mails: [Mail]
    public let skipped: [Skipped]
}
