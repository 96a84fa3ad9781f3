import ArgumentParser
import Tasks

struct MyTasksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "mine", abstract: "Your open tasks in every event, soonest due first.")

    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: TasksPresenter.mine) { try await ListMyTasks($0).execute() }
    }
}
