import ArgumentParser
import Tasks

struct RemoveTaskCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Take a task off the checklist.")

    @OptionGroup var task: TaskArguments
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let reference = task.reference
        try await global.run(.readWrite, format, present: TasksPresenter.removed) { try await RemoveTask($0).execute(reference) }
    }
}
