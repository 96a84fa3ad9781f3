import ArgumentParser
import Tasks

struct ListTasksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Show an event's checklist in its order, due times in the event's zone.")

    @Argument(help: "The event's handle.") var event: String
    @Flag(help: "Only the tasks assigned to you.") var mine = false
    @Flag(help: "Only tasks not done yet.") var open = false
    @Flag(help: "Only tasks done.") var done = false
    @Flag(help: "Only open tasks past their due time.") var overdue = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if open && done { throw ValidationError("--open and --done exclude each other; give one") }
    }

    func run() async throws {
        let request = ListTasksRequest(event: event, mine: mine, filter: open ? .open : done ? .done : nil, overdue: overdue)
        try await global.run(.readOnly, format, present: TasksPresenter.list) { try await ListTasks($0).execute(request) }
    }
}
