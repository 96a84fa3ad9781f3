public import Domain

/// Exactly what Tasks needs from outside. The App's container conforms to it
/// (App/Composition/Container/AppContainer+Tasks.swift), so a requirement added here is a compile error
/// there until it is wired. Events and memberships are read (never changed) through Domain's
/// `EventAccessDependencies`: to find the event a command names, and the members tasks go to.
public protocol TasksDependencies: EventAccessDependencies {
    var taskRepository: any TaskRepository { get }
    /// Names who ticked a task, and addresses a reminder.
    var userRepository: any UserRepository { get }
    var clock: any Clock { get }
    var identifierGenerator: any IdentifierGenerator { get }
}
