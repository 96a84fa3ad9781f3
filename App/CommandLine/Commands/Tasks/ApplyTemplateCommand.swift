import ArgumentParser
import Tasks

struct ApplyTemplateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "apply", abstract: "Add a template's tasks to an event's checklist.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The template's name.") var name: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let (event, name) = (event, name)
        try await global.run(.readWrite, format, present: TasksPresenter.applied) {
            try await ApplyTaskTemplate($0).execute(event: event, from: .template(name))
        }
    }
}
