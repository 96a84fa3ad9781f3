import Domain
import Foundation

/// What a task's reminder says: the subject, and the lines of its body as they were when it fell due.
enum TaskReminderWords {
    static func subject(_ task: EventTask, event: Event) -> String {
        "Due: \(task.title) (\(event.title))"
    }

    static func note(_ task: EventTask, due: Date, event: Event) -> String {
        var lines = ["Task #\(task.number) of \(event.title) is due: \(task.title)",
                     "Due \(ZonedTime.spoken(due, in: event.timeZone))" + (task.due.flatMap(rule).map { " (\($0))" } ?? "") + "."]
        if let note = task.note { lines.append(note) }
        lines.append("Tick it when it is done: a task done is never reminded again.")
        return lines.joined(separator: "\n")
    }

    private static func rule(_ due: TaskDue) -> String? {
        if case .relative(let offset) = due { return TaskDueInput.words(offset) }
        return nil
    }
}
