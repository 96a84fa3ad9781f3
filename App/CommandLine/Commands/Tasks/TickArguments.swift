import ArgumentParser
import Tasks

/// What `tasks done` and `tasks undo` take, and the run they share.
struct TickArguments: ParsableArguments {
    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The tasks' numbers, like 3 or #3: all change, or none.") var tasks: [String]
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run(done: Bool) async throws {
        let (event, tasks) = (event, tasks)
        try await global.run(.readWrite, format, present: TasksPresenter.marked) {
            try await MarkTask($0).execute(event: event, tasks: tasks, done: done)
        }
    }
}
