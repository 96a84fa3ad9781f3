import ArgumentParser

struct DoneTaskCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "done", abstract: "Tick tasks, which are then done (staff tick only their own).")

    @OptionGroup var tick: TickArguments

    func run() async throws { try await tick.run(done: true) }
}
