public import Domain
import Foundation

/// Part of every drain (`mail send`, `serve`): each reminder now due queues one mail per guest
/// then coming. The store leaves out a guest who has this reminder's mail already, so a drain
/// killed between queueing and marking the reminder queues nothing twice when run again. A
/// reminder of an event cancelled or over is marked without mail. Returns the mails queued.
public struct QueueDueReminders: Sendable {
    private let dependencies: any MailDependencies

    public init(_ dependencies: any MailDependencies) {
        self.dependencies = dependencies
    }

    @discardableResult
    public func execute() async throws(DomainError) -> Int {
        let now = dependencies.clock.now()
        var queued = 0
        for (reminder, event) in try await dependencies.mailReminders.waitingReminders() where reminder.due(for: event) <= now {
            if event.status != .cancelled, now < event.endsAt {
                let messages = try await dependencies.guestRepository.guests(of: event.id)
                    .filter { $0.status == .accepted && $0.takesMail(.reminder) }
                    .compactMap { guest in guest.email.map { email in
                        var message = OutboxMessage.queued(.reminder, to: guest, recipient: email, at: now, id: dependencies.identifierGenerator.make())
                        message.reminder = reminder.id
                        return message
                    } }
                queued += try await dependencies.mailOutbox.queue(messages)
            }
            try await dependencies.mailReminders.markQueued(reminder.id, at: now)
        }
        return queued
    }
}
