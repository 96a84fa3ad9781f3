import ArgumentParser
import Tasks

struct DoneTaskCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "done", abstract: "Tick tasks, which are then done (staff tick only their own).")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The tasks' numbers, like 3 or #3: all change, or none.") var tasks: [String]
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let (event, tasks) = (event, tasks)
        try await global.run(.readWrite, format, present: TasksPresenter.marked) {
            try await MarkTask($0).execute(event: event, tasks: tasks, done: true)
        }
    }
}
