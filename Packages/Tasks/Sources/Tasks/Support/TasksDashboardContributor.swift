public import Domain
import Foundation

/// The "Tasks" section of `events show` and the dashboard: how many are overdue (urgent), due
/// in the next 7 days, done of all, and each viewer's own still open. No section for an event
/// without tasks. Events asks it through Domain's `DashboardContributor`, never knowing Tasks.
public struct TasksDashboardContributor: DashboardContributor {
    private let dependencies: any TasksDependencies

    public init(_ dependencies: any TasksDependencies) {
        self.dependencies = dependencies
    }

    public func section(for event: Event, seenAs role: Role) async throws(DomainError) -> DashboardSection? {
        let tasks = try await dependencies.taskRepository.tasks(of: event.id)
        guard !tasks.isEmpty else { return nil }
        let now = dependencies.clock.now()
        let items = try await TaskItems(dependencies: dependencies).items(tasks, of: event)
        let overdue = items.filter { $0.isOverdue(at: now) }
        var rows = [DashboardSection.Item(label: "Overdue", value: overdue.isEmpty ? "none" : Self.titles(overdue))]
        rows[0].urgent = !overdue.isEmpty
        let soon = items.filter { $0.isDueSoon(at: now) }
        rows.append(DashboardSection.Item(label: "Due in 7 days", value: soon.isEmpty ? "none" : Self.titles(soon)))
        rows.append(DashboardSection.Item(label: "Done", value: "\(tasks.filter(\.isDone).count) of \(tasks.count)"))
        // Every assignee's count, so one drawing serves every member (each sees their own).
        var mine = DashboardSection.Item(label: "Yours open", value: "0")
        let open = tasks.filter { !$0.isDone }.compactMap(\.assignee)
        mine.byViewer = Dictionary(grouping: open, by: { $0 }).mapValues { String($0.count) }
        rows.append(mine)
        return DashboardSection(key: "tasks", title: "Tasks", items: rows)
    }

    /// "2: #3 Order the cake, #5 Print badges", the first three named.
    private static func titles(_ items: [TaskItem]) -> String {
        let named = items.prefix(3).map { "#\($0.task.number) \($0.task.title)" }.joined(separator: ", ")
        return "\(items.count): \(named)" + (items.count > 3 ? ", …" : "")
    }
}
