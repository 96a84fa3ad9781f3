import Foundation

/// Each event's checklist and the templates saved from them. Rules about tasks (who may, when
/// each falls due) live in the Tasks feature; the store makes each change atomic.
public protocol TaskRepository: Sendable {
    /// The event's tasks in checklist order (position, number).
    func tasks(of event: EventID) async throws(DomainError) -> [EventTask]

    /// Reads the event and its tasks inside ONE write transaction, lets `body` change the
    /// checklist, and stores what changed before anyone else may write, so two members adding
    /// tasks at once never take one number. An error from `body` changes nothing. A task done,
    /// removed, or whose reminder is taken away, while its reminder mail still waits in the
    /// outbox has that mail replaced in the same transaction: it is not sent. A missing event throws
    /// `.eventMissing`; two tasks with one number throw `.taskNumberTaken`.
    func changeTasks<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout [EventTask]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome

    /// The open tasks assigned to `user` in every event, with their events, in no order.
    func openTasks(assignedTo user: UserID) async throws(DomainError) -> [(EventTask, Event)]

    /// Open, assigned tasks with a due time and no reminder queued yet, with their events: the
    /// ones a reminder may be due for.
    func tasksAwaitingReminder() async throws(DomainError) -> [(EventTask, Event)]

    /// Queues `message` as the reminder of `task` if the task is still open, assigned to the
    /// same person and without a reminder, in one transaction; false (nothing queued) otherwise,
    /// so two senders never remind twice.
    func queueReminder(_ message: OutboxMessage, for task: EventTaskID, assignee: UserID) async throws(DomainError) -> Bool

    /// The task whose reminder is `message`, with its event; nil when no task holds it any more.
    func task(reminder message: MailMessageID) async throws(DomainError) -> (EventTask, Event)?

    /// Every template, by name (without case).
    func taskTemplates() async throws(DomainError) -> [TaskTemplate]

    /// Stores a new template; a name another template has (without case) throws
    /// `.taskTemplateNameTaken`.
    func save(_ template: TaskTemplate) async throws(DomainError)

    /// Removes the template; false when there was none with its id.
    func removeTaskTemplate(_ id: TaskTemplateID) async throws(DomainError) -> Bool
}
