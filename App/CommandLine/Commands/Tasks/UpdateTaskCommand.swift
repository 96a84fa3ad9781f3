import ArgumentParser
import Tasks

struct UpdateTaskCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Change a task: what is given changes, what is given blank is cleared.",
        discussion: "Example: rushday tasks update summer-gala 3 --due \"1 week before start\" --assign \"\"")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The task's number, like 3 or #3.") var task: String
    @Option(help: "A new title.") var title: String?
    @OptionGroup var fields: TaskFieldOptions
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = UpdateTaskRequest(event: event, task: task, title: title, due: fields.due, assign: fields.assign, note: fields.note)
        try await global.run(.readWrite, format, present: TasksPresenter.updated) { try await UpdateTask($0).execute(request) }
    }
}
