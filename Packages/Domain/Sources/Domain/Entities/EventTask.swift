public import Foundation

public typealias EventTaskID = Identifier<EventTask>

/// One thing to do for an event: on its checklist, perhaps someone's, perhaps due at a time
/// that moves with the event. Named `EventTask` because Swift's `Task` runs code. The store,
/// the Tasks feature and an event's copy share it.
public struct EventTask: Hashable, Sendable, Codable {
    public let id: EventTaskID
    public let eventID: EventID
    /// The reference people type (`#3`), unique within the event: a new task takes one more than
    /// the largest the event holds.
    public let number: Int
    public var title: String
    public var note: String?
    /// A member of the event, or nobody.
    public var assignee: UserID?
    public var due: TaskDue?
    /// The checklist's order: smaller first.
    public var position: Int
    public var doneAt: Date?
    public var doneBy: UserID?
    /// The reminder mail queued when the task fell due: at most one while it stays as it is.
    public var reminder: MailMessageID?
    public let createdAt: Date
    public var updatedAt: Date

    public init(id: EventTaskID, eventID: EventID, number: Int, title: String, note: String? = nil, assignee: UserID? = nil,
                due: TaskDue? = nil, position: Int, doneAt: Date? = nil, doneBy: UserID? = nil, reminder: MailMessageID? = nil,
                createdAt: Date, updatedAt: Date) {
        self.id = id
        self.eventID = eventID
        self.number = number
        self.title = title
        self.note = note
        self.assignee = assignee
        self.due = due
        self.position = position
        self.doneAt = doneAt
        self.doneBy = doneBy
        self.reminder = reminder
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    public var isDone: Bool { doneAt != nil }

    /// The order every store lists a checklist in: by position, then number.
    public static func checklistOrder(_ left: EventTask, _ right: EventTask) -> Bool {
        (left.position, left.number) < (right.position, right.number)
    }

    /// Throws for the first number two tasks of one checklist share, so every store refuses
    /// alike; one task twice is a mistake of the caller's, refused as a missing reference.
    public static func requireValid(_ tasks: [EventTask]) throws(DomainError) {
        var numbers: Set<Int> = []
        var ids: Set<EventTaskID> = []
        for task in tasks {
            guard ids.insert(task.id).inserted else { throw .referenceMissing }
            if !numbers.insert(task.number).inserted { throw .taskNumberTaken(task.number) }
        }
    }
}
