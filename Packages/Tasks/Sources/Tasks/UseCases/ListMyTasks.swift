public import Domain
import Foundation

/// `rushday tasks mine`: the signed-in member's open tasks across every event they are still a
/// member of, soonest due first (those with no due time last), then by event and checklist order.
public struct ListMyTasks: Sendable {
    private let dependencies: any TasksDependencies

    public init(_ dependencies: any TasksDependencies) {
        self.dependencies = dependencies
    }

    public func execute() async throws(DomainError) -> MyTasksResponse {
        let user = try await dependencies.currentUser.requireUser()
        let found = try await dependencies.taskRepository.openTasks(assignedTo: user.id)
        var byEvent: [EventID: (event: Event, tasks: [EventTask])] = [:]
        for (task, event) in found { byEvent[event.id, default: (event, [])].tasks.append(task) }
        var entries: [MyTasksResponse.Entry] = []
        for (event, tasks) in byEvent.values {
            guard try await dependencies.membershipRepository.find(event: event.id, user: user.id) != nil else { continue }
            entries += try await TaskItems(dependencies: dependencies).items(tasks, of: event).map { MyTasksResponse.Entry(event: event, item: $0) }
        }
        entries.sort { left, right in
            let far = Date.distantFuture
            return (left.item.due ?? far, left.event.handle.value, left.item.task.position, left.item.task.number)
                < (right.item.due ?? far, right.event.handle.value, right.item.task.position, right.item.task.number)
        }
        return MyTasksResponse(entries: entries, now: dependencies.clock.now())
    }
}
