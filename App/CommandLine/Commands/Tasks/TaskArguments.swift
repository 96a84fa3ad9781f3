import ArgumentParser
import Tasks

/// EVENT TASK, as every command about one task takes them.
struct TaskArguments: ParsableArguments {
    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The task's number, like 3 or #3.") var task: String

    var reference: TaskReference { TaskReference(event: event, task: task) }
}
