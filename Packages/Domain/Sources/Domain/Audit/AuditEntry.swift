public import Foundation

/// One change to an event as its log keeps it (`rushday events log`): when, who, from where,
/// what was done to which thing, and the fields it changed. Written in the transaction of the
/// change itself, never changed after; no entry holds a password, token or link secret.
public struct AuditEntry: Sendable, Equatable {
    public let eventID: EventID
    public let at: Date
    public let actor: AuditActor
    public let via: AuditChannel
    /// What was done, `<thing>.<verb>`: `ticket.cancel`, `guest.rsvp`.
    public let action: String
    /// The thing, by the reference its commands take (a ticket's reference, a guest's handle).
    public let target: String
    public let changes: [AuditChange]

    public init(eventID: EventID, at: Date, actor: AuditActor, via: AuditChannel, action: String, target: String, changes: [AuditChange]) {
        self.eventID = eventID
        self.at = at
        self.actor = actor
        self.via = via
        self.action = action
        self.target = target
        self.changes = changes
    }
}
