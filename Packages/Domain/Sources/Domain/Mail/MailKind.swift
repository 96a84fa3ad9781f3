/// Why a message is mailed: each kind has its own words, and its own rule for who gets it.
public enum MailKind: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The organiser invites a guest (`guests invite`): the mail carries the guest's new link.
    case invitation
    /// A guest's tickets, all of the party's in one mail, each as an inline QR code.
    case tickets
    /// A reminder scheduled by the organiser, to every guest coming when it falls due.
    case reminder
    /// A place opened up: the guest moved from the waitlist to accepted.
    case promotion
    /// A guest answered on their own page: to each organiser of an event that asked for it
    /// (`--notify each`), with the answer as it was given.
    case answer
    /// The answers of one day in the event's zone, in one mail to each organiser (`--notify daily`).
    case answers
    /// Someone registered on the event's public page: the link that confirms the registration
    /// (or, for someone already on the list, their page's link again).
    case confirmation
    /// Where a registration stands once confirmed or decided: on the list, waiting for a place,
    /// waiting for the organiser, or declined.
    case registration
    /// A task fell due: to the member it is assigned to, with the task as it was then.
    case task
    /// A volunteer's shift comes up: to the volunteer, once, the event's lead time before it
    /// starts, with the shift as it was then.
    case shift
    /// A shift a volunteer is on changed its time or place, or was cancelled: to the volunteer.
    case shiftNews = "shift-news"

    public var description: String { rawValue }

    /// Whether the mail carries `List-Unsubscribe` and stops for a guest who used it. Tickets and
    /// news of a promotion answer the guest's own request, so they always go.
    public var isBulk: Bool { self == .invitation || self == .reminder }

    /// Whether it goes to someone other than a guest (an organiser about guests, whoever a task
    /// is assigned to, a volunteer), in the words it was queued with.
    public var isNotice: Bool { self == .answer || self == .answers || self == .task || self == .shift || self == .shiftNews }
}

/// Where a message stands in the outbox.
public enum MailStatus: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Waiting to be sent: new, or after a transient failure until `nextAttemptAt`.
    case queued
    /// The server accepted it (a 250 after DATA): never sent again.
    case sent
    /// A permanent refusal (5xx), or transient ones until the attempts ran out; `mail retry`
    /// queues it again.
    case failed
    /// An invitation not sent because the link it carries is no longer the guest's (they were
    /// invited again, their link was rotated or revoked, their address changed): nothing went
    /// wrong, and the newer invitation, if any, goes instead. Also a day's notice of answers
    /// whose every answer was changed on a later day (that day's notice tells it). Never retried.
    case replaced
    /// Taken out of the outbox by an organiser before it went (`mail cancel`): never sent.
    case cancelled

    public var description: String { rawValue }
}
