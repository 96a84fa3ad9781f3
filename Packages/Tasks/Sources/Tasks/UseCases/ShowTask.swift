public import Domain

/// `rushday tasks show EVENT TASK`. Every member.
public struct ShowTask: Sendable {
    private let dependencies: any TasksDependencies

    public init(_ dependencies: any TasksDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ reference: TaskReference) async throws(DomainError) -> TaskResponse {
        let event = try await EventAccess(dependencies).event(reference.event, for: .seeTasks)
        let tasks = try await dependencies.taskRepository.tasks(of: event.id)
        let task = tasks[try TaskLookup.index(of: reference.task, in: tasks, event: event)]
        return try await TaskItems(dependencies: dependencies).response(task, of: event)
    }
}
