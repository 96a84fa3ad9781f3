import ArgumentParser
import Tasks

struct SaveTemplateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "save", abstract: "Keep an event's tasks as a template.",
                                                    discussion: "Example: rushday tasks template save summer-gala \"Summer party\"")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The template's name.") var name: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let (event, name) = (event, name)
        try await global.run(.readWrite, format, present: TasksPresenter.templateSaved) {
            try await SaveTaskTemplate($0).execute(event: event, name: name)
        }
    }
}
