public import ArgumentParser

/// The `tasks` command group, which the composition plugs in with its feature.
public struct TasksCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tasks",
        abstract: "Tasks.",
        subcommands: [TasksHelloCommand.self]
    )

    public init() {}
}
