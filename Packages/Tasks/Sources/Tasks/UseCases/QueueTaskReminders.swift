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

    /// A reminder waiting (or failed and retried) goes only while its task is open, still its
    /// recipient's, and its event neither cancelled nor left by them.
    public func withdrawal(of message: OutboxMessage) async throws(DomainError) -> String? {
        guard message.kind == .task else { return nil }
        guard let (task, event) = try await dependencies.taskRepository.task(reminder: message.id) else {
            return "not sent: its task was removed, or its due time or assignee changed"
        }
        if task.isDone { return "not sent: task #\(task.number) was done before its reminder went" }
        if event.status == .cancelled { return "not sent: \(event.title) was cancelled" }
        guard let assignee = task.assignee, try await dependencies.membershipRepository.find(event: event.id, user: assignee) != nil else {
            return "not sent: the member task #\(task.number) is assigned to left \(event.title)"
        }
        return nil
    }
}
