import ArgumentParser
import Tasks

struct CopyTasksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract: "Add another event's tasks to this one's, each due as far from this event; nobody assigned, none done.",
        discussion: "Example: rushday tasks copy winter-gala --from summer-gala")

    @Argument(help: "The event's handle.") var event: String
    @Option(help: ArgumentHelp("The event whose tasks to copy.", valueName: "event")) var from: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let (event, from) = (event, from)
        try await global.run(.readWrite, format, present: TasksPresenter.applied) {
            try await ApplyTaskTemplate($0).execute(event: event, from: .event(from))
        }
    }
}
