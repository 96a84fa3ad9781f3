import ArgumentParser
import Tasks

struct RemoveTemplateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a template you saved.")

    @Argument(help: "The template's name.") var name: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let name = name
        try await global.run(.readWrite, format, present: TasksPresenter.templateRemoved) { try await RemoveTaskTemplate($0).execute(name: name) }
    }
}
