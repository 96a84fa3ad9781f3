import ArgumentParser
import Tasks

struct AddTaskCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Put a task at the end of an event's checklist.",
        discussion: "Example: rushday tasks add summer-gala \"Order the cake\" --due \"3 days before start\" --assign ann@example.org")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "What is to be done.") var title: String
    @OptionGroup var fields: TaskFieldOptions
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = AddTaskRequest(event: event, title: title, due: fields.due, assign: fields.assign, note: fields.note)
        try await global.run(.readWrite, format, present: TasksPresenter.added) { try await AddTask($0).execute(request) }
    }
}
