public import Foundation

public typealias ReminderID = Identifier<MailReminder>

/// A reminder the organiser scheduled: when it falls due, every guest then coming (accepted,
/// with an address, not unsubscribed) is queued one mail.
public struct MailReminder: Hashable, Sendable, Codable {
    public let id: ReminderID
    public let eventID: EventID
    /// When: an instant (`--at`), or a span before the event starts (`--before`), which follows
    /// the event if it moves.
    public var at: Date?
    public var before: TimeInterval?
    /// When its mails were queued; nil while it waits.
    public var queuedAt: Date?
    public let createdAt: Date

    public init(id: ReminderID, eventID: EventID, at: Date? = nil, before: TimeInterval? = nil,
                queuedAt: Date? = nil, createdAt: Date) {
        self.id = id
        self.eventID = eventID
        self.at = at
        self.before = before
        self.queuedAt = queuedAt
        self.createdAt = createdAt
    }

    /// When it falls due for `event`.
    public func due(for event: Event) -> Date {
        at ?? event.startsAt.addingTimeInterval(-(before ?? 0))
    }
}
