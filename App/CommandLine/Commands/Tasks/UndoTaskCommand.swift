import ArgumentParser

struct UndoTaskCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "undo", abstract: "Open done tasks again.")

    @OptionGroup var tick: TickArguments

    func run() async throws { try await tick.run(done: false) }
}
