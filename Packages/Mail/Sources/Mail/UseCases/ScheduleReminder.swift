public import Domain
import Foundation

/// `rushday mail remind EVENT --at DATETIME | --before 24h`. When it falls due, every guest then
/// coming (accepted, with an address, not unsubscribed) is queued one reminder: scheduling it
/// early reaches the guests who accept later too. `--before` follows the event if it moves.
public struct ScheduleReminder: Sendable {
    private let dependencies: any MailDependencies

    public init(_ dependencies: any MailDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ReminderRequest) async throws(DomainError) -> RemindersResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .mail)
        guard event.status != .cancelled, event.status != .completed else {
            throw .invalid(field: "event", message: "'\(event.handle)' is \(event.status); reminders are for events still to come")
        }
        let now = dependencies.clock.now()
        var reminder = MailReminder(id: dependencies.identifierGenerator.make(), eventID: event.id, createdAt: now)
        switch (request.at, request.before) {
        case let (at?, nil): reminder.at = try DateTimeInput.parse(at, in: event.timeZone, field: "at")
        case let (nil, before?): reminder.before = try ReminderTime.span(before)
        default: throw .invalid(field: "at", message: "give either a time (\(field: "at")) or a span before the event (\(field: "before")), one of them")
        }
        guard reminder.due(for: event) < event.endsAt else {
            throw .invalid(field: reminder.at == nil ? "before" : "at", message: "falls after \(event.title) ends; give an earlier time")
        }
        try await AuditTrail.recording("reminder.schedule", event: event.id, target: ShortID.of(reminder.id.rawValue), at: now,
                                       changes: AuditChange.made(reminder, ReminderAudit.fields)) { () async throws(DomainError) in
            try await dependencies.mailReminders.schedule(reminder)
        }
        return try await ListReminders(dependencies).reminders(of: event)
    }
}
