public import Domain

/// `rushday mail cancel-reminder EVENT REMINDER`: a reminder still waiting is removed, so it
/// never falls due; REMINDER is its id or a unique beginning of it, as `mail reminders` shows
/// it. A reminder already queued has put its mail in the outbox, and is refused.
public struct CancelReminder: Sendable {
    private let dependencies: any MailDependencies

    public init(_ dependencies: any MailDependencies) {
        self.dependencies = dependencies
    }

    /// The reminders left.
    public func execute(event reference: String, reminder typed: String) async throws(DomainError) -> RemindersResponse {
        let event = try await EventAccess(dependencies).event(reference, for: .mail)
        let reminders = try await dependencies.mailReminders.reminders(of: event.id)
        let reminder = try ShortID.find(typed, in: reminders, id: \.id.rawValue, field: "reminder", noun: "reminder",
                                        missing: DomainError.reminderMissing)
        if let queued = reminder.queuedAt {
            throw .conflict(field: "reminder", message: "\(ShortID.of(reminder.id.rawValue)) was queued \(ZonedTime.said(queued, in: event.timeZone).spoken); its mail is in the outbox already")
        }
        try await AuditTrail.recording("reminder.cancel", event: event.id, target: ShortID.of(reminder.id.rawValue),
                                       at: dependencies.clock.now()) { () async throws(DomainError) in
            try await dependencies.mailReminders.cancel(reminder.id)
        }
        return try await ListReminders(dependencies).reminders(of: event)
    }
}
