import Domain
import Foundation

/// Turns stored tasks into `TaskItem`s: due times for the event as it is now, people by name
/// and email (the event's members read once; anyone who left it read by id).
struct TaskItems {
    let dependencies: any TasksDependencies

    func items(_ tasks: [EventTask], of event: Event) async throws(DomainError) -> [TaskItem] {
        let members = try await dependencies.membershipRepository.list(event: event.id)
        var people = Dictionary(members.map { ($0.membership.userID, TaskItem.Person(email: $0.email, name: $0.displayName)) },
                                uniquingKeysWith: { first, _ in first })
        for id in Set(tasks.flatMap { [$0.assignee, $0.doneBy].compactMap { $0 } }) where people[id] == nil {
            if let user = try await dependencies.userRepository.find(id: id) {
                people[id] = TaskItem.Person(email: user.email, name: user.displayName)
            }
        }
        return tasks.map { task in
            TaskItem(task: task, due: task.due?.date(for: event), assignee: task.assignee.flatMap { people[$0] },
                     doneBy: task.doneBy.flatMap { people[$0] })
        }
    }

    func item(_ task: EventTask, of event: Event) async throws(DomainError) -> TaskItem {
        try await items([task], of: event)[0]
    }

    func response(_ task: EventTask, of event: Event) async throws(DomainError) -> TaskResponse {
        TaskResponse(event: event, item: try await item(task, of: event), now: dependencies.clock.now())
    }
}
