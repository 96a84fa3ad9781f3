public import Domain
public import Foundation

/// A task as the faces show it: when it falls due for its event as the event is now, and who
/// it is assigned to and who ticked it, by name and email.
public struct TaskItem: Hashable, Sendable {
    public struct Person: Hashable, Sendable {
        public let email: EmailAddress
        public let name: String
    }

    public let task: EventTask
    public let due: Date?
    public let assignee: Person?
    public let doneBy: Person?

    /// Open and past its due time at `now`.
    public func isOverdue(at now: Date) -> Bool {
        !task.isDone && due.map { $0 <= now } == true
    }

    /// Open and due within `days` days after `now`.
    public func isDueSoon(at now: Date, days: Int = 7) -> Bool {
        guard !task.isDone, let due else { return false }
        return due > now && due <= now.addingTimeInterval(TimeInterval(days * 86_400))
    }
}
