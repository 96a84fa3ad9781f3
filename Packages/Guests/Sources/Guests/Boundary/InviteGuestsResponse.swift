public import Domain

/// Who was queued an invitation (each with its message), who was left out and why, and, when
/// guests were chosen by status, how many of each other status were not chosen.
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
    /// Guests of each status other than the one invited, when none were named (most often
    /// those who answered already), by status.
    public let notChosen: [RSVPStatus: Int]
}
