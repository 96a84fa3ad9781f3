public import Foundation

public typealias MailMessageID = Identifier<OutboxMessage>

/// One mail to one guest (or, for a notice of answers, to one organiser), queued in the same transaction as the change that causes it and
/// written out only when it is sent, from what the store holds then: a guest's tickets cancelled
/// meanwhile are not sent. Its id makes its Message-ID, the same on every attempt.
public struct OutboxMessage: Hashable, Sendable, Codable {
    public let id: MailMessageID
    public let eventID: EventID
    /// The guest it is written to; nil for a notice to an organiser, which carries what it says
    /// in `note` as it was when queued.
    public let guestID: GuestID?
    public let kind: MailKind
    /// The address when queued: a guest who changes it afterwards gets a new mail, not this one.
    public let recipient: EmailAddress
    /// The organiser's own subject and words (`guests invite --subject --message`); nil: the kind's.
    public var subject: String?
    public var note: String?
    /// An invitation's new personal link secret, held only until the mail is sent (the guest's
    /// row keeps just its digest); nil once sent, and for every other kind.
    public var linkSecret: String?
    /// The tickets a `tickets` mail carries.
    public var tickets: [TicketID]
    /// The reminder a `reminder` mail was queued for: one per guest and reminder.
    public var reminder: ReminderID?
    public var status: MailStatus
    /// Attempts made so far; a transient failure waits until `nextAttemptAt`.
    public var attempts: Int
    public var nextAttemptAt: Date
    /// A sender claimed it until then: no other sender takes it before (a sender killed
    /// mid-batch leaves its claims to expire, the one window in which a mail may go twice).
    public var claimedUntil: Date?
    /// The server's last reply, whole (or what went wrong before one came), and when.
    public var lastReply: String?
    public var lastAttemptAt: Date?
    /// The SHA-256 digest of this mail's unsubscribe secret (`List-Unsubscribe`), made just
    /// before each attempt.
    public var unsubscribeDigest: String?
    public let createdAt: Date
    public var sentAt: Date?

    public init(id: MailMessageID, eventID: EventID, guestID: GuestID?, kind: MailKind, recipient: EmailAddress,
                subject: String? = nil, note: String? = nil, linkSecret: String? = nil, tickets: [TicketID] = [],
                reminder: ReminderID? = nil, status: MailStatus = .queued, attempts: Int = 0, nextAttemptAt: Date,
                claimedUntil: Date? = nil, lastReply: String? = nil, lastAttemptAt: Date? = nil,
                unsubscribeDigest: String? = nil, createdAt: Date, sentAt: Date? = nil) {
        self.id = id
        self.eventID = eventID
        self.guestID = guestID
        self.kind = kind
        self.recipient = recipient
        self.subject = subject
        self.note = note
        self.linkSecret = linkSecret
        self.tickets = tickets
        self.reminder = reminder
        self.status = status
        self.attempts = attempts
        self.nextAttemptAt = nextAttemptAt
        self.claimedUntil = claimedUntil
        self.lastReply = lastReply
        self.lastAttemptAt = lastAttemptAt
        self.unsubscribeDigest = unsubscribeDigest
        self.createdAt = createdAt
        self.sentAt = sentAt
    }

    /// A new message about `guest`, due at once.
    public static func queued(_ kind: MailKind, to guest: Guest, recipient: EmailAddress, at now: Date,
                              id: MailMessageID = MailMessageID(UUID())) -> OutboxMessage {
        OutboxMessage(id: id, eventID: guest.eventID, guestID: guest.id, kind: kind, recipient: recipient,
                      nextAttemptAt: now, createdAt: now)
    }

    /// A notice to the organiser at `recipient`, saying `words`, due at once.
    public static func notice(_ kind: MailKind, of event: EventID, to recipient: EmailAddress, saying words: String?,
                              at now: Date, id: MailMessageID) -> OutboxMessage {
        OutboxMessage(id: id, eventID: event, guestID: nil, kind: kind, recipient: recipient, note: words,
                      nextAttemptAt: now, createdAt: now)
    }
}
