import ArgumentParser
import Tasks

struct ShowTaskCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one task.")

    @OptionGroup var task: TaskArguments
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let reference = task.reference
        try await global.run(.readOnly, format, present: TasksPresenter.show) { try await ShowTask($0).execute(reference) }
    }
}
