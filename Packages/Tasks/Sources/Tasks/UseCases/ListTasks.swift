public import Domain

/// `rushday tasks list EVENT [--mine] [--open | --done] [--overdue]`: the checklist in its
/// order. Every member.
public struct ListTasks: Sendable {
    private let dependencies: any TasksDependencies

    public init(_ dependencies: any TasksDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ListTasksRequest) async throws(DomainError) -> TaskListResponse {
        let user = try await dependencies.currentUser.requireUser()
        let opened = try await EventAccess(dependencies).open(request.event, as: user, for: .seeTasks)
        let tasks = try await dependencies.taskRepository.tasks(of: opened.event.id)
        let now = dependencies.clock.now()
        let items = try await TaskItems(dependencies: dependencies).items(tasks, of: opened.event).filter { item in
            (!request.mine || item.task.assignee == user.id)
                && (request.filter != .open || !item.task.isDone)
                && (request.filter != .done || item.task.isDone)
                && (!request.overdue || item.isOverdue(at: now))
        }
        return TaskListResponse(event: opened.event, items: items, total: tasks.count, now: now, role: opened.role, me: user.id)
    }
}
