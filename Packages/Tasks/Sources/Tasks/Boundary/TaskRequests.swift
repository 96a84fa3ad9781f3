/// `tasks add`: every field as typed; `due` a rule ("3 days before start") or a date-time,
/// `assign` a member's email.
public struct AddTaskRequest: Sendable, Equatable {
    public var event: String
    public var title: String
    public var due: String?
    public var assign: String?
    public var note: String?

    public init(event: String, title: String, due: String? = nil, assign: String? = nil, note: String? = nil) {
        self.event = event
        self.title = title
        self.due = due
        self.assign = assign
        self.note = note
    }
}

/// `tasks update`: nil leaves a field as it is; blank `due`, `assign` or `note` clears it.
public struct UpdateTaskRequest: Sendable, Equatable {
    public var event: String
    public var task: String
    public var title: String?
    public var due: String?
    public var assign: String?
    public var note: String?

    public init(event: String, task: String, title: String? = nil, due: String? = nil, assign: String? = nil, note: String? = nil) {
        self.event = event
        self.task = task
        self.title = title
        self.due = due
        self.assign = assign
        self.note = note
    }
}

/// One task of one event: `task` is its number ("3" or "#3").
public struct TaskReference: Sendable, Equatable {
    public var event: String
    public var task: String

    public init(event: String, task: String) {
        self.event = event
        self.task = task
    }
}

/// `tasks list`: which of the event's tasks.
public struct ListTasksRequest: Sendable, Equatable {
    public enum Filter: String, Sendable, CaseIterable {
        case open, done
    }

    public var event: String
    public var mine: Bool
    public var filter: Filter?
    public var overdue: Bool

    public init(event: String, mine: Bool = false, filter: Filter? = nil, overdue: Bool = false) {
        self.event = event
        self.mine = mine
        self.filter = filter
        self.overdue = overdue
    }
}

/// A checklist to start from: a saved template, or another event's tasks.
public enum TaskSource: Sendable, Equatable {
    case template(String)
    case event(String)
}
