import Domain
import Foundation

/// The task a command names, by its number ("3" or "#3"), and the next number an event gives.
enum TaskLookup {
    static func index(of reference: String, in tasks: [EventTask], event: Event) throws(DomainError) -> Int {
        let typed = reference.trimmingCharacters(in: .whitespaces)
        let digits = typed.hasPrefix("#") ? String(typed.dropFirst()) : typed
        guard let number = Int(digits), let index = tasks.firstIndex(where: { $0.number == number }) else {
            throw .notFound(field: "task", message: "no task \(UserText.quoted(typed)) in '\(event.handle)'; a task is named by its number, like 3 or #3",
                            next: .listTasks(event: event.handle))
        }
        return index
    }

    /// One more than the largest number the checklist holds.
    static func nextNumber(after tasks: [EventTask]) -> Int {
        (tasks.map(\.number).max() ?? 0) + 1
    }

    /// After the last task.
    static func nextPosition(after tasks: [EventTask]) -> Int {
        (tasks.map(\.position).max() ?? 0) + 1
    }
}
