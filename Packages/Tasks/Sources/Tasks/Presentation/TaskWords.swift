import Domain
import Foundation

/// How a task's facts read on a screen.
enum TaskWords {
    /// The relative rule in words; nil for a fixed time or none.
    static func rule(_ due: TaskDue?) -> String? {
        if case .relative(let offset) = due { return TaskDueInput.words(offset) }
        return nil
    }

    /// "2026-12-09 19:00 (3 days before the start)", or "—" for none.
    static func due(_ item: TaskItem, in zone: TimeZoneID) -> String {
        guard let due = item.due else { return "—" }
        return ZonedTime.display(due, in: zone) + (rule(item.task.due).map { " (\($0))" } ?? "")
    }

    static func state(_ item: TaskItem, now: Date) -> String {
        item.task.isDone ? "done" : item.isOverdue(at: now) ? "overdue" : "open"
    }
}
