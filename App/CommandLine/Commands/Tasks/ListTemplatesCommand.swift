import ArgumentParser
import Tasks

struct ListTemplatesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Show every template.")

    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: TasksPresenter.templates) { try await ListTaskTemplates($0).execute() }
    }
}
