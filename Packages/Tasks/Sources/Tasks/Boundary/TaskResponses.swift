public import Domain
public import Foundation

/// One task, after a change or to show.
public struct TaskResponse: Hashable, Sendable {
    public let event: Event
    public let item: TaskItem
    public let now: Date
}

/// An event's checklist (filtered as asked), with what the asker may do.
public struct TaskListResponse: Hashable, Sendable {
    public let event: Event
    public let items: [TaskItem]
    /// Every task of the event, however filtered: "3 of 12".
    public let total: Int
    public let now: Date
    public let role: Role
    public let me: UserID

    /// Whether the asker may change every task, not only tick their own.
    public var manages: Bool { EventPermission.manageTasks.allows(role) }

    /// Whether the asker may tick this task.
    public func mayTick(_ item: TaskItem) -> Bool { manages || item.task.assignee == me }
}

/// `tasks mine`: the asker's open tasks in every event, soonest due first.
public struct MyTasksResponse: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public let event: Event
        public let item: TaskItem
    }

    public let entries: [Entry]
    public let now: Date
}

/// Tasks added to an event from a template or another event.
public struct AppliedTasksResponse: Hashable, Sendable {
    public let event: Event
    /// The template's name or the other event's handle.
    public let source: String
    public let items: [TaskItem]
    public let now: Date
}

/// A template as the faces show it.
public struct TemplateResponse: Hashable, Sendable {
    public let template: TaskTemplate
    public let savedBy: EmailAddress?
}

/// Tasks ticked or opened again, in the order named.
public struct MarkedTasksResponse: Hashable, Sendable {
    public let event: Event
    public let items: [TaskItem]
    public let done: Bool
    public let now: Date
}
