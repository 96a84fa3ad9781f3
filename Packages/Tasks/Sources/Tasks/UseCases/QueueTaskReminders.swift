public import Domain
import Foundation

/// Part of every pass of the outbox's sender (`mail send`, `serve`): each open task now due
/// queues one mail to the member it is assigned to, with the task as it is then. The store
/// queues it only while the task is still open, theirs and unreminded, so two senders never
/// remind twice. No reminder for a cancelled event, nor to someone who left the event.
public struct QueueTaskReminders: DueMailSource {
    private let dependencies: any TasksDependencies

    public init(_ dependencies: any TasksDependencies) {
        self.dependencies = dependencies
    }

    public func queueDue() async throws(DomainError) -> Int {
        let now = dependencies.clock.now()
        var queued = 0
        for (task, event) in try await dependencies.taskRepository.tasksAwaitingReminder() {
            guard event.status != .cancelled, let assignee = task.assignee, let due = task.due?.date(for: event), due <= now,
                  try await dependencies.membershipRepository.find(event: event.id, user: assignee) != nil,
                  let user = try await dependencies.userRepository.find(id: assignee) else { continue }
            var message = OutboxMessage.notice(.task, of: event.id, to: user.email, saying: TaskReminderWords.note(task, due: due, event: event),
                                               at: now, id: dependencies.identifierGenerator.make())
            message.subject = TaskReminderWords.subject(task, event: event)
            if try await dependencies.taskRepository.queueReminder(message, for: task.id, assignee: assignee) { queued += 1 }
        }
        return queued
    }
}
