public import ArgumentParser

/// The `tasks` command group, which the composition plugs in with its feature.
public struct TasksCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tasks",
        abstract: "Plan an event's checklist: tasks due relative to the event, assigned to its team, reminded by mail.",
        subcommands: [AddTaskCommand.self, ListTasksCommand.self, ShowTaskCommand.self, UpdateTaskCommand.self, DoneTaskCommand.self,
                      UndoTaskCommand.self, RemoveTaskCommand.self, MyTasksCommand.self, CopyTasksCommand.self, TaskTemplateCommand.self]
    )

    public init() {}
}
