public import Domain

/// Who was queued an invitation (each with its message), and who was left out and why.
public struct InviteGuestsResponse: Sendable {
    public struct Queued: Sendable {
        public let guest: Handle
        public let message: MailMessageID
    }

    public enum Reason: String, Sendable {
        case noEmail = "no email"
        case unsubscribed
    }

    public struct Skipped: Sendable {
        public let guest: Handle
        public let reason: Reason
    }

    public let event: Event
    public let queued: [Queued]
    public let skipped: [Skipped]
}
