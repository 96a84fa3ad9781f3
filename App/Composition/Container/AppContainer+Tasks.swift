import Domain
import Tasks

/// Tasks' wiring: its repository from the store; events, memberships, users, the clock and
/// ids are the container's own.
extension AppContainer: TasksDependencies {
    var taskRepository: any TaskRepository { store }
}
